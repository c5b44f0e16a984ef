import ICAL from 'ical.js';
import { expect } from 'vitest';

const MINUTE = 60_000;

export interface Attendee {
  /** The CN parameter, unquoted. */
  name: string | undefined;
  /** The `mailto:` address without its scheme, lower-cased. */
  email: string | undefined;
}

/** What a calendar client reads from one VEVENT of an invitation. */
export interface InvitationEvent {
  uid: string;
  /** DTSTART as an ISO instant; a DTSTART that is not in UTC fails the parse. */
  startsAt: string;
  /** From DURATION, or from DTEND when the event has that instead. */
  durationMinutes: number;
  description: string;
  /** CONFIRMED for an invitation, CANCELLED for a cancellation. */
  status: string;
  /** SEQUENCE: a later version of the same UID carries a higher one. */
  sequence: number;
  organizer: string | undefined;
  attendees: Attendee[];
}

export interface Invitation {
  method: string;
  events: InvitationEvent[];
}

const mailtoAddress = (value: unknown) =>
  typeof value === 'string' ? value.replace(/^mailto:/i, '').toLowerCase() : undefined;

/**
 * Reads an iCalendar document with ical.js, which throws on content lines a strict parser refuses,
 * and answers what an invitation carries. Throws unless the document is exactly one VCALENDAR.
 */
export function parseInvitation(document: string): Invitation {
  const calendar = new ICAL.Component(ICAL.parse(document));
  if (calendar.name !== 'vcalendar') throw new Error('the document is not a single VCALENDAR');
  return {
    method: String(calendar.getFirstPropertyValue('method')),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      if (event.startDate.zone?.tzid !== 'UTC') throw new Error(`DTSTART ${event.startDate.toString()} is not in UTC`);
      return {
        uid: event.uid,
        startsAt: event.startDate.toJSDate().toISOString(),
        durationMinutes: event.duration.toSeconds() / 60,
        description: event.description,
        status: String(component.getFirstPropertyValue('status')),
        sequence: event.sequence,
        organizer: mailtoAddress(event.organizer),
        attendees: event.attendees.map((attendee) => ({
          name: attendee.getParameter('cn')?.toString(),
          email: mailtoAddress(attendee.getFirstValue()),
        })),
      };
    }),
  };
}

/** One meeting as a calendar client expands it. */
export interface Expanded {
  uid: string;
  startsAt: string;
  minutes: number;
  summary: string;
}

/**
 * Every meeting ical.js expands from the document: each VEVENT without RECURRENCE-ID, with the
 * overrides of its own UID, its times read through the VTIMEZONE the document carries; those that
 * start before `until`.
 */
export function meetingsIn(document: string, until = new Date('2040-01-01T00:00:00Z')): Expanded[] {
  const vevents = new ICAL.Component(ICAL.parse(document)).getAllSubcomponents('vevent');
  const overrides = vevents.filter((component) => component.hasProperty('recurrence-id'));
  return vevents
    .filter((component) => !component.hasProperty('recurrence-id'))
    .flatMap((component) => {
      const uid = component.getFirstPropertyValue('uid');
      const event = new ICAL.Event(component, {
        strictExceptions: true,
        exceptions: overrides.filter((override) => override.getFirstPropertyValue('uid') === uid),
      });
      const found: Expanded[] = [];
      const iterator = event.iterator();
      // A series that never ends is read up to `until`.
      for (let next = iterator.next(); next && next.toJSDate() < until; next = iterator.next()) {
        const { startDate, endDate, item } = event.getOccurrenceDetails(next);
        // Without its VTIMEZONE, ical.js would read a time as floating: in the test process's zone.
        if (!startDate.isDate) {
          expect(startDate.zone?.tzid).toBe(item.component.getFirstProperty('dtstart')?.getParameter('tzid'));
        }
        found.push({
          uid: item.uid,
          startsAt: startDate.toJSDate().toISOString(),
          minutes: (endDate.toJSDate().getTime() - startDate.toJSDate().getTime()) / MINUTE,
          summary: item.summary,
        });
      }
      return found;
    })
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}
