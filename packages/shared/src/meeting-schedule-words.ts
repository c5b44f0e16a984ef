/** A series' schedule in words, as the meeting screens and the invitation mails say it. */
import type { MeetingSeries } from './meetings';

/** A series' schedule as the API gives it. */
export type Schedule = MeetingSeries['schedule'];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const ORDINALS = ['first', 'second', 'third', 'fourth'] as const;

/** The calendar day of a wall-clock time 'YYYY-MM-DDTHH:mm' (or of a day 'YYYY-MM-DD'), at midnight UTC. */
const dayOf = (local: string) => new Date(`${local.slice(0, 10)}T00:00:00Z`);

/** 'Tuesday': the weekday of a wall-clock time or a day, on its own calendar. */
export const weekdayOf = (local: string) => WEEKDAYS[dayOf(local).getUTCDay()] ?? '';

/**
 * Which of its month's weekdays the day is, as a monthly series repeats it: 'second' for the
 * second Tuesday, 'last' for one in the month's last days (the 29th to the 31st).
 */
export function nthWeekdayOf(local: string) {
  const nth = Math.ceil(dayOf(local).getUTCDate() / 7);
  return ORDINALS[nth - 1] ?? 'last';
}

/** 'November 24, 2026': a day on its own calendar, whatever the browser's time zone. */
export const longDay = (day: string) => dayOf(day).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** '10:00': the time of a wall-clock 'YYYY-MM-DDTHH:mm'. */
const timeOf = (local: string) => local.slice(11, 16);

function endsWords({ repeat, ends, count, until }: Schedule) {
  if (repeat === 'none') return '';
  if (ends === 'after' && count !== null) return `, ${count} meetings`;
  if (ends === 'on' && until !== null) return `, until ${longDay(until)}`;
  return '';
}

/**
 * The schedule in words, in the series' own time zone: 'Every two weeks on Tuesday at 10:00,
 * Europe/Berlin', 'Every month on the last Friday at 09:30, UTC, until December 31, 2026',
 * 'Once, on November 24, 2026 at 10:00, Europe/Berlin'.
 */
export function describeSchedule(schedule: Schedule) {
  const { startsAt, timeZone, repeat } = schedule;
  const at = `at ${timeOf(startsAt)}, ${timeZone}`;
  const weekday = weekdayOf(startsAt);
  switch (repeat) {
    case 'none':
      return `Once, on ${longDay(startsAt)} ${at}`;
    case 'weekly':
      return `Every week on ${weekday} ${at}${endsWords(schedule)}`;
    case 'biweekly':
      return `Every two weeks on ${weekday} ${at}${endsWords(schedule)}`;
    case 'monthly':
      return `Every month on the ${nthWeekdayOf(startsAt)} ${weekday} ${at}${endsWords(schedule)}`;
  }
}
