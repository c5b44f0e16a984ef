import type { MeetingSeries } from '@topgear/shared/meetings';

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

/** '30 minutes', '1 hour', '1 hour 30 minutes'. */
export function durationWords(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const hourWords = hours === 0 ? '' : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const minuteWords = rest === 0 ? '' : `${rest} ${rest === 1 ? 'minute' : 'minutes'}`;
  return [hourWords, minuteWords].filter(Boolean).join(' ') || '0 minutes';
}

/**
 * The wall-clock time 'YYYY-MM-DDTHH:mm' of an instant in `timeZone`, as the API reads a day and
 * a time: what the schedule forms start from.
 */
export function wallClockIn(instant: string | Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((each) => each.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/**
 * A meeting's day and times in the viewer's own language and time zone (or those given):
 * 'Tuesday, November 24, 2026, 10:00 – 10:30 AM'.
 */
export function meetingTimeWords(
  startsAt: string,
  endsAt: string,
  { locale, timeZone }: { locale?: string; timeZone?: string } = {},
) {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone });
  return format.formatRange(new Date(startsAt), new Date(endsAt));
}

/** 'Tue, Nov 24, 10:00 AM': a meeting's start, short, for lists; with the year when it is not this one's. */
export function shortMeetingTime(
  startsAt: string,
  { locale, timeZone, now = new Date() }: { locale?: string; timeZone?: string; now?: Date } = {},
) {
  const start = new Date(startsAt);
  const sameYear = start.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: sameYear ? undefined : 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(start);
}

/** The time zones to choose from: the runtime's, with the browser's own and UTC always among them. */
export function timeZoneChoices(browserZone: string, supported: readonly string[]) {
  return [...new Set([...supported, browserZone, 'UTC'])].sort((a, b) => a.localeCompare(b));
}

/** Names joined the way a sentence lists them: 'Ana', 'Ana and Ben', 'Ana, Ben and Chloé'. */
export function namesInWords(names: readonly string[]) {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}
