import type { MeetingEnds, MeetingRepeat, MeetingSeries, NewMeetingSeriesInput } from '@topgear/shared/meetings';
import { toIsoDate } from '@/lib/dates';
import { timeZoneChoices } from './schedule-words';

/** The browser's own time zone, which a new series starts in. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Every time zone the browser knows, for the time zone select. */
export const timeZoneOptions = () => timeZoneChoices(browserTimeZone(), Intl.supportedValuesOf('timeZone'));

/** A new series starts tomorrow at 10:00, unless the person picks another time. */
export function defaultStartsAt(now = new Date()) {
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  return `${toIsoDate(tomorrow)}T10:00`;
}

/** The schedule fields as the forms hold them: an unused count or last day is null. */
export interface ScheduleValues {
  startsAt: string;
  timeZone: string;
  durationMinutes: number;
  repeat: MeetingRepeat;
  ends: MeetingEnds;
  count: number | null;
  until: string | null;
}

/** The new-meeting form's first values; `people` are chosen already (a suggestion, `?with=`). */
export function newMeetingValues(kind: NewMeetingSeriesInput['kind'], title: string, participantIds: string[]) {
  return {
    kind,
    title,
    participantIds,
    startsAt: defaultStartsAt(),
    timeZone: browserTimeZone(),
    durationMinutes: 30,
    repeat: kind === 'one-on-one' ? 'biweekly' : 'weekly',
    ends: 'never',
    count: null,
    until: null,
    templateId: null,
  } satisfies NewMeetingSeriesInput & ScheduleValues;
}

/** The schedule-change form's first values: the series' schedule, from the meeting chosen first. */
export const scheduleChangeValues = (series: MeetingSeries, from: string, startsAt: string) => ({
  from,
  title: series.title,
  startsAt,
  timeZone: series.schedule.timeZone,
  durationMinutes: series.schedule.durationMinutes,
  repeat: series.schedule.repeat,
  ends: series.schedule.ends,
  count: series.schedule.count,
  until: series.schedule.until,
});

/** A number field's value for the API: blank (or not a number) is null. */
export const numberOrNull = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return null;
  const number = Number(value);
  return Number.isNaN(number) ? null : number;
};

/** A text field's value for the API where blank means none. */
export const textOrNull = (value: unknown) => (value === '' || value === undefined ? null : value);
