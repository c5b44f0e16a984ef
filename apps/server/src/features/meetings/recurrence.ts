import { tzOffset } from '@date-fns/tz';
import type { MeetingEnds, MeetingRepeat, MeetingSchedule } from '@topgear/shared/meetings';

/**
 * The part of RFC 5545's RRULE the product writes: weekly with an interval, or monthly on the
 * n-th (or last) weekday, ending after COUNT meetings, at UNTIL, or never. Occurrences are
 * computed by arithmetic on the wall-clock date, so finding a month's meetings of a series that
 * began five years ago costs the same as of one that began last week (decision 045).
 */
export interface Rule {
  freq: 'WEEKLY' | 'MONTHLY';
  interval: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** MONTHLY only: 1–4 for the first to fourth, -1 for the last such weekday of the month. */
  nth: number;
  count: number | null;
  until: Date | null;
}

/** A stretch of timetable as stored: DTSTART in wall-clock time and zone, and its RRULE (null: once). */
export interface ScheduleTimes {
  startsLocal: string;
  timeZone: string;
  rrule: string | null;
}

const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WEEK = 7 * DAY;
/** Offsets change at most every quarter hour in every zone the runtime knows. */
const OFFSET_BUCKET = 15 * MINUTE;

/** Quarter hours kept per zone before its offsets are forgotten: about three years of them. */
const OFFSETS_PER_ZONE = 100_000;
const offsets = new Map<string, Map<number, number>>();

/** The zone's UTC offset in minutes at `utcMs`, kept per quarter hour: many meetings share their hours. */
function offsetAt(timeZone: string, utcMs: number) {
  let zone = offsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    offsets.set(timeZone, zone);
  }
  const bucket = Math.floor(utcMs / OFFSET_BUCKET);
  let offset = zone.get(bucket);
  if (offset === undefined) {
    if (zone.size >= OFFSETS_PER_ZONE) zone.clear();
    offset = tzOffset(timeZone, new Date(bucket * OFFSET_BUCKET));
    zone.set(bucket, offset);
  }
  return offset;
}

/**
 * The instant of a wall-clock time (given as if it were UTC) in `timeZone`. A time skipped by a
 * daylight-saving change is read with the offset before the change (RFC 5545, 3.3.5): 02:30 on
 * the night clocks go forward is 03:30.
 */
export function zonedInstant(localMs: number, timeZone: string) {
  const guess = localMs - offsetAt(timeZone, localMs) * MINUTE;
  const offset = offsetAt(timeZone, guess);
  return new Date(localMs - offset * MINUTE);
}

/** The wall-clock time (as if UTC) of `instant` in `timeZone`. */
export const wallClock = (instant: Date, timeZone: string) =>
  instant.getTime() + offsetAt(timeZone, instant.getTime()) * MINUTE;

const localMsOf = (local: string) => Date.parse(`${local}:00Z`);
export const localText = (localMs: number) => new Date(localMs).toISOString().slice(0, 16);

const compactUtc = (instant: Date) => `${instant.toISOString().slice(0, 19).replaceAll(/[-:]/g, '')}Z`;

/** A stretch as a person picked it: its first meeting's day and time, zone, length, and how it repeats and ends. */
export const scheduleView = (times: ScheduleTimes & { durationMinutes: number }) => ({
  startsAt: times.startsLocal,
  timeZone: times.timeZone,
  durationMinutes: times.durationMinutes,
  ...scheduleOf(times),
});

/** The n-th weekday of the month, counted from the start (1–4), or the last one (-1). */
function nthWeekdayOf(localStartMs: number) {
  const start = new Date(localStartMs);
  const nth = Math.ceil(start.getUTCDate() / 7);
  return nth === 5 ? -1 : nth;
}

/** The RRULE of a schedule a person picked; null when it happens once. */
export function ruleFor(schedule: MeetingSchedule): string | null {
  if (schedule.repeat === 'none') return null;
  const localStart = localMsOf(schedule.startsAt);
  const weekday = WEEKDAYS[new Date(localStart).getUTCDay()] ?? 'MO';
  const parts =
    schedule.repeat === 'monthly'
      ? ['FREQ=MONTHLY', `BYDAY=${nthWeekdayOf(localStart)}${weekday}`]
      : ['FREQ=WEEKLY', ...(schedule.repeat === 'biweekly' ? ['INTERVAL=2'] : []), `BYDAY=${weekday}`];
  if (schedule.ends === 'after' && schedule.count !== null) parts.push(`COUNT=${schedule.count}`);
  if (schedule.ends === 'on' && schedule.until !== null) {
    // The end of the last day in the series' zone: UNTIL is in UTC when DTSTART has a zone.
    const endOfDay = zonedInstant(localMsOf(`${schedule.until}T23:59`) + 59_000, schedule.timeZone);
    parts.push(`UNTIL=${compactUtc(endOfDay)}`);
  }
  return parts.join(';');
}

const untilOf = (value: string) =>
  new Date(
    `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}T${value.slice(9, 11)}:${value.slice(11, 13)}:${value.slice(13, 15)}Z`,
  );

/** Reads an RRULE this module wrote. */
export function parseRule(rrule: string): Rule {
  const fields = new Map(rrule.split(';').map((part) => part.split('=') as [string, string]));
  const byDay = /^(-?\d)?([A-Z]{2})$/.exec(fields.get('BYDAY') ?? '');
  const weekday = WEEKDAYS.indexOf((byDay?.[2] ?? 'MO') as (typeof WEEKDAYS)[number]);
  const count = fields.get('COUNT');
  const until = fields.get('UNTIL');
  return {
    freq: fields.get('FREQ') === 'MONTHLY' ? 'MONTHLY' : 'WEEKLY',
    interval: Number(fields.get('INTERVAL') ?? 1),
    weekday,
    nth: Number(byDay?.[1] ?? 1),
    count: count === undefined ? null : Number(count),
    until: until === undefined ? null : untilOf(until),
  };
}

/** The same rule with its end replaced: ending at `until`, or never. */
export function withEnd(rrule: string, until: Date | null) {
  const kept = rrule.split(';').filter((part) => !part.startsWith('COUNT=') && !part.startsWith('UNTIL='));
  return [...kept, ...(until ? [`UNTIL=${compactUtc(until)}`] : [])].join(';');
}

/**
 * The same stretch from its first meeting at or after `from` on: DTSTART moved to that meeting and
 * COUNT lowered by the meetings left behind, so it expands to the same meetings from `from` on.
 * Null when none is left.
 */
export function fromOnward(times: ScheduleTimes, from: Date): ScheduleTimes | null {
  const { rule, at, firstIndexFrom } = stepper(times);
  if (rule === null) return zonedInstant(localMsOf(times.startsLocal), times.timeZone) >= from ? times : null;
  let index = firstIndexFrom(from.getTime());
  while (zonedInstant(at(index), times.timeZone) < from) index += 1;
  if (index === 0) return times;
  if (
    (rule.count !== null && rule.count <= index) ||
    (rule.until && zonedInstant(at(index), times.timeZone) > rule.until)
  ) {
    return null;
  }
  const rrule = rule.count === null ? times.rrule! : times.rrule!.replace(/COUNT=\d+/, `COUNT=${rule.count - index}`);
  return { ...times, startsLocal: localText(at(index)), rrule };
}

/** What a person picked, read back from the stored rule. */
export function scheduleOf(times: ScheduleTimes): {
  repeat: MeetingRepeat;
  ends: MeetingEnds;
  count: number | null;
  until: string | null;
} {
  if (times.rrule === null) return { repeat: 'none', ends: 'never', count: null, until: null };
  const rule = parseRule(times.rrule);
  const repeat = rule.freq === 'MONTHLY' ? 'monthly' : rule.interval === 2 ? 'biweekly' : 'weekly';
  if (rule.count !== null) return { repeat, ends: 'after', count: rule.count, until: null };
  if (rule.until !== null) {
    const until = localText(wallClock(rule.until, times.timeZone)).slice(0, 10);
    return { repeat, ends: 'on', count: null, until };
  }
  return { repeat, ends: 'never', count: null, until: null };
}

/** The wall-clock start of the `index`-th month after the local start's, on the rule's weekday. */
function monthlyLocal(localStart: number, rule: Rule, index: number) {
  const start = new Date(localStart);
  const month = start.getUTCMonth() + index * rule.interval;
  const year = start.getUTCFullYear() + Math.floor(month / 12);
  const monthOfYear = ((month % 12) + 12) % 12;
  const timeOfDay = localStart - Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  if (rule.nth > 0) {
    const firstWeekday = new Date(Date.UTC(year, monthOfYear, 1)).getUTCDay();
    const day = 1 + ((rule.weekday - firstWeekday + 7) % 7) + (rule.nth - 1) * 7;
    return Date.UTC(year, monthOfYear, day) + timeOfDay;
  }
  const lastDay = new Date(Date.UTC(year, monthOfYear + 1, 0));
  const day = lastDay.getUTCDate() - ((lastDay.getUTCDay() - rule.weekday + 7) % 7);
  return Date.UTC(year, monthOfYear, day) + timeOfDay;
}

/**
 * An expansion of one stretch: `at(i)` is the wall-clock start of its i-th meeting (from 0), and
 * `firstIndexFrom` the first index whose meeting may start at or after an instant.
 */
function stepper(times: ScheduleTimes) {
  const localStart = localMsOf(times.startsLocal);
  if (times.rrule === null) {
    return { rule: null, at: () => localStart, firstIndexFrom: () => 0 };
  }
  const rule = parseRule(times.rrule);
  if (rule.freq === 'WEEKLY') {
    const step = rule.interval * WEEK;
    return {
      rule,
      at: (index: number) => localStart + index * step,
      // A day's slack covers any zone's offset between the wall clock and the instant.
      firstIndexFrom: (instant: number) => Math.max(0, Math.floor((instant - DAY - localStart) / step)),
    };
  }
  const start = new Date(localStart);
  return {
    rule,
    at: (index: number) => monthlyLocal(localStart, rule, index),
    firstIndexFrom: (instant: number) => {
      const target = new Date(instant - DAY);
      const months =
        (target.getUTCFullYear() - start.getUTCFullYear()) * 12 + target.getUTCMonth() - start.getUTCMonth();
      return Math.max(0, Math.floor(months / rule.interval) - 1);
    },
  };
}

/** The instants of a stretch's meetings that start in [from, to), earliest first; at most `limit` of them. */
export function occurrencesBetween(
  times: ScheduleTimes,
  from: Date,
  to: Date,
  limit = Number.POSITIVE_INFINITY,
): Date[] {
  const { rule, at, firstIndexFrom } = stepper(times);
  const found: Date[] = [];
  const last = rule === null ? 1 : (rule.count ?? Number.POSITIVE_INFINITY);
  for (let index = firstIndexFrom(from.getTime()); index < last && found.length < limit; index += 1) {
    const instant = zonedInstant(at(index), times.timeZone);
    if (instant >= to || (rule?.until && instant > rule.until)) break;
    if (instant >= from) found.push(instant);
  }
  return found;
}

/** The first meeting's instant and the last one's (null when the series never ends). */
export function boundsOf(times: ScheduleTimes): { firstAt: Date; lastAt: Date | null } {
  const { rule, at } = stepper(times);
  const firstAt = zonedInstant(at(0), times.timeZone);
  if (rule === null) return { firstAt, lastAt: firstAt };
  if (rule.count !== null) return { firstAt, lastAt: zonedInstant(at(rule.count - 1), times.timeZone) };
  if (rule.until === null) return { firstAt, lastAt: null };
  const before = occurrencesBetween(times, new Date(rule.until.getTime() - 40 * DAY * rule.interval), rule.until);
  const inclusive = occurrencesBetween(times, rule.until, new Date(rule.until.getTime() + 1));
  return { firstAt, lastAt: inclusive[0] ?? before.at(-1) ?? firstAt };
}
