import type { Database } from '../../db/client';
import type { Notifier } from '../../notifier';
import type { Mail } from '../../plugins/mail';
import { meetingLink, meetingPath } from './links';
import { occurrencesOf } from './occurrences';
import { claimReminder, findExceptions, findSeriesMeetingBetween } from './repository';

/** How long before a meeting its participants are reminded to add their talking points. */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000;

/** 'Tuesday, 1 December at 10:00 (Europe/Berlin)' */
const whenOf = (startsAt: Date, timeZone: string) =>
  `${startsAt.toLocaleString('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' })} (${timeZone})`;

/**
 * Reminders before each meeting: a day ahead, every participant is told in the app (and by mail
 * when they chose it) to add their talking points. Every process sweeps; the reminder's row,
 * inserted once, makes sure each meeting is reminded of once.
 */
export function createMeetingReminders({
  db,
  notifier,
  mail,
  publicUrl,
  now = () => new Date(),
}: {
  db: Database;
  notifier: Notifier;
  mail: Pick<Mail, 'enqueue' | 'deliverSoon'>;
  publicUrl: string;
  now?: () => Date;
}) {
  return {
    /** Sends the reminders of the meetings starting within the lead time; resolves with how many meetings. */
    async sweep() {
      const from = now();
      const to = new Date(from.getTime() + REMINDER_LEAD_MS);
      const series = await findSeriesMeetingBetween(db, from, to);
      const exceptions = await findExceptions(
        db,
        series.map((one) => one.id),
        from,
        to,
      );
      let reminded = 0;
      for (const one of series) {
        const due = occurrencesOf(
          one,
          exceptions.filter((exception) => exception.seriesId === one.id),
          from,
          to,
        ).filter((occurrence) => !occurrence.skipped);
        for (const occurrence of due) {
          const sent = await notifier.writeAndTell(async (tx, tell) => {
            if (!(await claimReminder(tx, one.id, occurrence.occursAt))) return false;
            const text = `"${one.title}" is on ${whenOf(occurrence.startsAt, occurrence.schedule.timeZone)}: add your talking points`;
            const link = meetingPath(one.id, occurrence.occursAt);
            for (const person of one.participants) {
              await tell({ userId: person.id, kind: 'meeting-reminder', text, link });
            }
            await mail.enqueue(
              tx,
              one.participants
                .filter((person) => person.emailReminders)
                .map((person) => ({
                  to: person.email,
                  subject: `Tomorrow: ${one.title}`,
                  text: `${text}.\n\n${meetingLink(publicUrl, one.id, occurrence.occursAt)}`,
                })),
            );
            return true;
          });
          if (sent) reminded += 1;
        }
      }
      mail.deliverSoon();
      return reminded;
    },
  };
}

export type MeetingReminders = ReturnType<typeof createMeetingReminders>;
