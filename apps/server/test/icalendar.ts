import ICAL from 'ical.js';

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
