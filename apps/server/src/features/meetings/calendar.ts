import { TZDate } from '@date-fns/tz';
import {
  escape,
  formatDate,
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendar,
  ICalCalendarMethod,
  ICalEventStatus,
  type ICalAttendeeData,
  type ICalEventData,
  type ICalTimezone,
} from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { boundsOf, occurrencesBetween } from './recurrence';

export interface CalendarPerson {
  name: string;
  email: string;
}

/** A stretch of a series' timetable, as `meeting_schedules` holds it. */
export interface CalendarSchedule {
  uid: string;
  startsLocal: string;
  timeZone: string;
  durationMinutes: number;
  rrule: string | null;
}

/** A meeting of a series with something of its own, keyed by the instant its schedule gave it. */
export interface CalendarException {
  occursAt: Date;
  startsAt: Date | null;
  skipped: boolean;
}

export interface CalendarSeries {
  id: string;
  title: string;
  sequence: number;
  cancelled: boolean;
  organiser: CalendarPerson | null;
  participants: CalendarPerson[];
  schedules: CalendarSchedule[];
  exceptions: CalendarException[];
  /** Link to the series page, put in URL and DESCRIPTION. */
  url: string;
}

export interface DayOff {
  id: string;
  from: string;
  /** The day after the last day off, `YYYY-MM-DD`: DTEND of an all-day event is exclusive. */
  to: string;
  type: string;
}

/** The feed has no METHOD: nobody answers a subscribed calendar. */
type Method = 'REQUEST' | 'CANCEL' | null;

const PRODUCT_ID = '//TopGear Perform//Meetings//EN';
const MINUTE = 60_000;

/** TZID by IANA name, and VTIMEZONE by TZID: the runtime's ~420 zones at most. */
const tzids = new Map<string, string>();
const vtimezones = new Map<string, string>();

/**
 * The TZID under which the library knows a zone. It names a zone that is a link by its target
 * ('America/Cayman' is 'America/Panama', 'UTC' is 'Etc/UTC'), and DTSTART must name the VTIMEZONE
 * the document carries.
 */
function tzidOf(timeZone: string) {
  let tzid = tzids.get(timeZone);
  if (tzid === undefined) {
    const found = tzlib_get_ical_block(timeZone);
    const [vtimezone, parameter] = Array.isArray(found) ? found : [];
    if (!vtimezone || !parameter?.startsWith('TZID=')) throw new Error(`No VTIMEZONE is known for ${timeZone}`);
    tzid = parameter.slice('TZID='.length);
    tzids.set(timeZone, tzid);
    vtimezones.set(tzid, vtimezone);
  }
  return tzid;
}

/**
 * Writes a VTIMEZONE for each TZID the events use, once. The calendar itself gets no zone: with
 * one, ical-generator writes DTSTAMP in that zone's wall-clock time, without the Z RFC 5545 requires.
 */
const TIMEZONES: ICalTimezone = { name: null, generator: (tzid) => vtimezones.get(tzid) ?? null };

/**
 * A zoned time for ical-generator: given a plain Date and a TZID, it writes the server process's
 * own wall-clock time; a TZDate it writes in the TZID's.
 */
const zoned = (instant: Date, timeZone: string) => new TZDate(instant.getTime(), timeZone);

/** RFC 5545 allows no double quote inside a parameter value such as CN and has no escape for one. */
const calendarName = (name: string) => name.replaceAll('"', "'");

/** ical-generator writes a string rule as it is: only a rule's own characters may reach the document. */
const RRULE_TEXT = /^[A-Z0-9=;,+-]+$/;

function attendeeOf(person: CalendarPerson, organiser: CalendarPerson | null, method: Method): ICalAttendeeData {
  const attendee = { name: calendarName(person.name), email: person.email, role: ICalAttendeeRole.REQ };
  if (method === null) return attendee;
  // The organiser is asked nothing about their own meeting, as calendar clients do it.
  if (organiser?.email.toLowerCase() === person.email.toLowerCase()) {
    return { ...attendee, status: ICalAttendeeStatus.ACCEPTED };
  }
  return { ...attendee, status: ICalAttendeeStatus.NEEDSACTION, rsvp: method === 'REQUEST' ? true : null };
}

/**
 * One VEVENT per stretch, with its skipped meetings as EXDATE, and one more VEVENT for each moved
 * meeting (same UID, RECURRENCE-ID). A stretch without a rule has no recurrence to override: its
 * moved meeting is its DTSTART, and its skipped one is cancelled, or left out of the feed.
 */
function addSeries(calendar: ICalCalendar, series: CalendarSeries, method: Method, stamp: Date) {
  const status = method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED;
  const common = {
    stamp,
    sequence: series.sequence,
    summary: series.title,
    description: `Talking points and notes: ${series.url}`,
    url: series.url,
    organizer: series.organiser && { name: calendarName(series.organiser.name), email: series.organiser.email },
    attendees: series.participants.map((person) => attendeeOf(person, series.organiser, method)),
  } satisfies Partial<ICalEventData>;

  for (const schedule of series.schedules) {
    const timezone = tzidOf(schedule.timeZone);
    const timed = (start: Date) => ({
      ...common,
      id: schedule.uid,
      timezone,
      start: zoned(start, schedule.timeZone),
      end: zoned(new Date(start.getTime() + schedule.durationMinutes * MINUTE), schedule.timeZone),
    });
    const own = series.exceptions.filter(
      (exception) =>
        occurrencesBetween(schedule, exception.occursAt, new Date(exception.occursAt.getTime() + 1)).length > 0,
    );
    const { firstAt } = boundsOf(schedule);

    if (schedule.rrule === null) {
      const exception = own[0];
      if (exception?.skipped && method === null) continue;
      calendar.createEvent({
        ...timed(exception?.startsAt ?? firstAt),
        status: exception?.skipped ? ICalEventStatus.CANCELLED : status,
      });
      continue;
    }

    if (!RRULE_TEXT.test(schedule.rrule)) throw new Error(`The rule of ${schedule.uid} is not an RRULE`);
    const exdates = own
      .filter((exception) => exception.skipped)
      .map(
        ({ occursAt }) =>
          `EXDATE;TZID=${timezone}:${formatDate(timezone, zoned(occursAt, schedule.timeZone), false, true)}`,
      );
    calendar.createEvent({ ...timed(firstAt), status, repeating: [`RRULE:${schedule.rrule}`, ...exdates].join('\n') });
    for (const { occursAt, startsAt, skipped } of own) {
      if (skipped || startsAt === null) continue;
      calendar.createEvent({ ...timed(startsAt), status, recurrenceId: zoned(occursAt, schedule.timeZone) });
    }
  }
}

/** RFC 5545 keeps a content line to 75 octets; a longer one goes on in lines that start with a space. */
const MAX_LINE_OCTETS = 75;

const octetsOf = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** Folds one content line between characters, never inside one's UTF-8 bytes. */
function foldLine(line: string) {
  if (Buffer.byteLength(line) <= MAX_LINE_OCTETS) return line;
  let folded = '';
  let used = 0;
  for (const character of line) {
    const octets = octetsOf(character.codePointAt(0) ?? 0);
    if (used + octets > MAX_LINE_OCTETS) {
      folded += '\r\n ';
      used = 1;
    }
    folded += character;
    used += octets;
  }
  return folded;
}

/**
 * The document: ical-generator's events inside the calendar's own lines and the VTIMEZONE of each
 * zone they use, every line folded and ended with CRLF (the last one too). The calendar's own
 * toString would do the same but folds with a new TextEncoder per character: half a second for a
 * feed of a thousand events, blocking every other request of the process.
 */
function documentOf(calendar: ICalCalendar) {
  const events = calendar.events();
  const method = calendar.method();
  const name = calendar.name();
  const zones = [...new Set(events.map((event) => event.timezone()))].flatMap((tzid) => {
    const vtimezone = tzid === null ? undefined : vtimezones.get(tzid);
    return vtimezone ? [vtimezone.replaceAll(/\r?\n/g, '\r\n').trim()] : [];
  });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-${PRODUCT_ID}`,
    ...(method ? [`METHOD:${method}`] : []),
    ...(name ? [`NAME:${name}`, `X-WR-CALNAME:${name}`] : []),
    ...zones,
    ...events.map((event) => event.toString().replace(/\r\n$/, '')),
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n').split('\r\n').map(foldLine).join('\r\n')}\r\n`;
}

/**
 * An invitation mail's calendar part: METHOD:REQUEST for a new or changed series, METHOD:CANCEL for
 * a cancelled one (STATUS:CANCELLED on every VEVENT, same UIDs, SEQUENCE as given). `stamp` is
 * DTSTAMP, when the message is written.
 */
export function seriesInvitation(series: CalendarSeries, method: 'REQUEST' | 'CANCEL', stamp = new Date()): string {
  const calendar = new ICalCalendar({ prodId: PRODUCT_ID, timezone: TIMEZONES, method: ICalCalendarMethod[method] });
  addSeries(calendar, series, method, stamp);
  return documentOf(calendar);
}

/**
 * A person's subscribed feed: every series that is not cancelled, and each day off (the caller
 * passes the approved ones) as an all-day event.
 */
export function personalFeed(
  owner: { name: string },
  series: CalendarSeries[],
  daysOff: DayOff[],
  stamp = new Date(),
): string {
  // ical-generator writes the calendar's name as it is given, unlike an event's text.
  const name = escape(`TopGear Perform — ${owner.name}`, false);
  const calendar = new ICalCalendar({ prodId: PRODUCT_ID, timezone: TIMEZONES, name });
  for (const one of series) {
    if (!one.cancelled) addSeries(calendar, one, null, stamp);
  }
  for (const dayOff of daysOff) {
    calendar.createEvent({
      id: `leave-${dayOff.id}@topgear-perform`,
      stamp,
      allDay: true,
      start: new Date(`${dayOff.from}T00:00:00Z`),
      end: new Date(`${dayOff.to}T00:00:00Z`),
      summary: `${dayOff.type} leave`,
    });
  }
  return documentOf(calendar);
}
