import type { Database, Executor } from '../../db/client';
import type { Notifier } from '../../notifier';
import type { Mail } from '../../plugins/mail';
import { meetingLink, meetingPath } from './links';
import { occurrencesOf, type Occurrence } from './occurrences';
import {
  bySeries,
  claimReminder,
  findExceptions,
  findLiveSchedulesBetween,
  findParticipantsOf,
  findRemindedBetween,
} from './repository';

/** How long before a meeting its participants are reminded to add their talking points. */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000;

/** A meeting of some series, found by a sweep. */
export interface DueMeeting {
  seriesId: string;
  title: string;
  occurrence: Occurrence;
}

/** What the meetings of every live series in a window are expanded from: two queries, whatever the number of series. */
export async function readMeetingWindow(db: Executor, from: Date, to: Date) {
  const [stretches, exceptions] = await Promise.all([
    findLiveSchedulesBetween(db, from, to),
    findExceptions(db, from, to),
  ]);
  return { stretches, exceptions };
}

/** Every meeting not skipped, of every live series, that starts in [from, to). */
export function expandMeetingWindow(
  { stretches, exceptions }: Awaited<ReturnType<typeof readMeetingWindow>>,
  from: Date,
  to: Date,
): DueMeeting[] {
  const exceptionsOf = bySeries(exceptions);
  const series = bySeries(stretches.map(({ schedule, title }) => ({ seriesId: schedule.seriesId, schedule, title })));
  return [...series.entries()].flatMap(([seriesId, rows]) =>
    occurrencesOf(
      {
        schedules: rows.map((row) => row.schedule).sort((a, b) => a.firstAt.getTime() - b.firstAt.getTime()),
        cancelledAt: null,
      },
      exceptionsOf.get(seriesId) ?? [],
      from,
      to,
    )
      .filter((occurrence) => !occurrence.skipped)
      .map((occurrence) => ({ seriesId, title: rows[0]!.title, occurrence })),
  );
}

/** 'Tuesday, 1 December at 10:00 (Europe/Berlin)' */
const whenOf = (startsAt: Date, timeZone: string) =>
  `${startsAt.toLocaleString('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' })} (${timeZone})`;

const keyOf = (seriesId: string, occursAt: Date) => `${seriesId}|${occursAt.toISOString()}`;

/**
 * Reminders before each meeting: a day ahead, every participant is told in the app (and by mail
 * when they chose it) to add their talking points. Every process sweeps; the reminder's row,
 * inserted once, makes sure each meeting is reminded of once, and a meeting reminded of already
 * is skipped without a write.
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
      const [window, reminded] = await Promise.all([
        readMeetingWindow(db, from, to),
        findRemindedBetween(db, from, to),
      ]);
      const found = expandMeetingWindow(window, from, to);
      const done = new Set(reminded.map((row) => keyOf(row.seriesId, row.occursAt)));
      const due = found.filter((meeting) => !done.has(keyOf(meeting.seriesId, meeting.occurrence.occursAt)));
      if (due.length === 0) return 0;
      const participantsOf = bySeries(
        await findParticipantsOf(db, [...new Set(due.map((meeting) => meeting.seriesId))]),
      );
      let sent = 0;
      for (const { seriesId, title, occurrence } of due) {
        const participants = participantsOf.get(seriesId) ?? [];
        const told = await notifier.writeAndTell(async (tx, tell) => {
          if (!(await claimReminder(tx, seriesId, occurrence.occursAt))) return false;
          const text = `"${title}" is on ${whenOf(occurrence.startsAt, occurrence.schedule.timeZone)}: add your talking points`;
          const link = meetingPath(seriesId, occurrence.occursAt);
          for (const person of participants) await tell({ userId: person.id, kind: 'meeting-reminder', text, link });
          await mail.enqueue(
            tx,
            participants
              .filter((person) => person.emailReminders)
              .map((person) => ({
                to: person.email,
                subject: `Tomorrow: ${title}`,
                text: `${text}.\n\n${meetingLink(publicUrl, seriesId, occurrence.occursAt)}`,
              })),
          );
          return true;
        });
        if (told) sent += 1;
      }
      mail.deliverSoon();
      return sent;
    },
  };
}

export type MeetingReminders = ReturnType<typeof createMeetingReminders>;
