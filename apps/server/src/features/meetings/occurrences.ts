import { occurrencesBetween } from './recurrence';
import type { MeetingException, ScheduleRow } from './repository';

const MINUTE = 60_000;

/** One meeting of a series: the instant the schedule gave it (its name) and where it actually is. */
export interface Occurrence {
  occursAt: Date;
  startsAt: Date;
  endsAt: Date;
  skipped: boolean;
  moved: boolean;
  schedule: ScheduleRow;
}

interface SeriesTimes {
  schedules: ScheduleRow[];
  cancelledAt: Date | null;
}

const keyOf = (instant: Date) => instant.getTime();

/** The stretch of timetable that gives a meeting at `occursAt`, if any: whether the series has such a meeting. */
export function scheduleAt({ schedules, cancelledAt }: SeriesTimes, occursAt: Date) {
  if (cancelledAt && occursAt >= cancelledAt) return undefined;
  return schedules.find(
    (schedule) =>
      occursAt >= schedule.firstAt &&
      (schedule.lastAt === null || occursAt <= schedule.lastAt) &&
      occurrencesBetween(schedule, occursAt, new Date(occursAt.getTime() + 1)).length === 1,
  );
}

function occurrenceOf(schedule: ScheduleRow, occursAt: Date, exception: MeetingException | undefined): Occurrence {
  const startsAt = exception?.startsAt ?? occursAt;
  return {
    occursAt,
    startsAt,
    endsAt: new Date(startsAt.getTime() + schedule.durationMinutes * MINUTE),
    skipped: exception?.skipped ?? false,
    moved: (exception?.startsAt ?? null) !== null,
    schedule,
  };
}

/** One meeting by its name, with what it has of its own; undefined when the series has no meeting then. */
export function occurrenceAt(series: SeriesTimes, occursAt: Date, exception: MeetingException | undefined) {
  const schedule = scheduleAt(series, occursAt);
  return schedule && occurrenceOf(schedule, occursAt, exception);
}

/**
 * The series' meetings that start in [from, to) once moves are applied, earliest first. Pass the
 * exceptions `findExceptions` gives for the same window, so a meeting moved in from outside it is found.
 */
export function occurrencesOf(series: SeriesTimes, exceptions: MeetingException[], from: Date, to: Date): Occurrence[] {
  const byKey = new Map(exceptions.map((exception) => [keyOf(exception.occursAt), exception]));
  const found = new Map<number, Occurrence>();
  for (const schedule of series.schedules) {
    if (schedule.firstAt >= to || (schedule.lastAt !== null && schedule.lastAt < from)) continue;
    for (const occursAt of occurrencesBetween(schedule, from, to)) {
      found.set(keyOf(occursAt), occurrenceOf(schedule, occursAt, byKey.get(keyOf(occursAt))));
    }
  }
  for (const exception of exceptions) {
    if (found.has(keyOf(exception.occursAt))) continue;
    const moved = occurrenceAt(series, exception.occursAt, exception);
    if (moved) found.set(keyOf(exception.occursAt), moved);
  }
  const { cancelledAt } = series;
  return [...found.values()]
    .filter(
      (occurrence) =>
        occurrence.startsAt >= from && occurrence.startsAt < to && !(cancelledAt && occurrence.occursAt >= cancelledAt),
    )
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
