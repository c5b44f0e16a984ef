import { describeSchedule } from '@topgear/shared/meeting-schedule-words';
import type { Transaction } from '../../db/client';
import type { Mail } from '../../plugins/mail';
import { seriesInvitation, type CalendarSeries } from './calendar';
import { seriesLink } from './links';
import { scheduleView } from './recurrence';
import { findAllExceptions, type MeetingException, type SeriesRecord } from './repository';

/** How a series reaches its participants' calendars: an invitation mail at each change. */
export interface MeetingInvitations {
  /** Queues, in `tx`, the series' invitation (or cancellation) to every participant, or to `people`. */
  send(
    tx: Transaction,
    series: SeriesRecord,
    method: 'REQUEST' | 'CANCEL',
    people?: SeriesRecord['participants'],
  ): Promise<void>;
  /** Call after the transaction that queued invitations has committed. */
  deliverSoon(): void;
}

/** A series as the calendar documents describe it: its stretches of timetable and its moved and skipped meetings. */
export function calendarSeriesOf(
  series: SeriesRecord,
  exceptions: MeetingException[],
  publicUrl: string,
): CalendarSeries {
  const organiser = series.participants.find((person) => person.id === series.organiserId);
  return {
    id: series.id,
    title: series.title,
    sequence: series.sequence,
    cancelled: series.cancelledAt !== null,
    organiser: organiser ? { name: organiser.name, email: organiser.email } : null,
    participants: series.participants.map(({ name, email }) => ({ name, email })),
    schedules: series.schedules,
    exceptions: exceptions.filter((exception) => exception.seriesId === series.id),
    url: seriesLink(publicUrl, series.id),
  };
}

export function createMeetingInvitations({
  mail,
  publicUrl,
}: {
  mail: Pick<Mail, 'enqueue' | 'deliverSoon'>;
  publicUrl: string;
}): MeetingInvitations {
  return {
    async send(tx, series, method, people = series.participants) {
      const exceptions = await findAllExceptions(tx, series.id);
      const calendar = seriesInvitation(calendarSeriesOf(series, exceptions, publicUrl), method);
      const when = describeSchedule(scheduleView(series.schedules.at(-1)!));
      const link = seriesLink(publicUrl, series.id);
      const { subject, text } =
        method === 'REQUEST'
          ? {
              subject: `Invitation: ${series.title}`,
              text: `"${series.title}" — ${when}.\n\nAgenda, notes and action items: ${link}`,
            }
          : series.cancelledAt
            ? {
                subject: `Cancelled: ${series.title}`,
                text: `"${series.title}" has been cancelled. Its past meetings and notes stay in TopGear Perform: ${link}`,
              }
            : {
                subject: `No longer on your calendar: ${series.title}`,
                text: `You no longer take part in "${series.title}", so its meetings leave your calendar.`,
              };
      await mail.enqueue(
        tx,
        people.map((person) => ({ to: person.email, subject, text, calendar })),
      );
    },
    deliverSoon: () => mail.deliverSoon(),
  };
}
