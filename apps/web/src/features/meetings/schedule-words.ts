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
