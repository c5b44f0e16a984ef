import { DEMO_DURATION_MINUTES, formatSlotTime, timeZoneLabel } from '@topgear/shared/booking';
import { createEvent } from 'ics';
import type { MailMessage } from './outbox';

export interface BookedDemo {
  id: string;
  name: string;
  email: string;
  company: string;
  language: string;
  date: string;
  time: string;
  timeZone: string;
  startsAt: Date;
}

/**
 * A name as an iCalendar parameter value (CN=…): RFC 5545 allows no double quote inside one and
 * has no escape for it.
 */
const calendarName = (name: string) => name.replaceAll('"', "'");

/** The booker's local date, e.g. 'Tuesday, November 24, 2026'. */
const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });

/** The booker's slot in their own words: 'Tuesday, November 24, 2026 at 9:05 AM (GMT+6 Dhaka)'. */
const whenOf = (demo: BookedDemo) =>
  `${longDate(demo.date)} at ${formatSlotTime(demo.time)} (${timeZoneLabel(demo.timeZone)})`;

const TITLE = 'TopGear Perform product demo';

/**
 * The demo as an iCalendar event. A cancellation keeps the invitation's UID, so calendar clients
 * remove the event they accepted, and a higher SEQUENCE, so they take it as the newer word.
 */
function demoEvent(demo: BookedDemo, organizer: Organizer, method: 'REQUEST' | 'CANCEL') {
  const cancelled = method === 'CANCEL';
  const { error, value } = createEvent({
    uid: `demo-${demo.id}@topgear-perform`,
    method,
    sequence: cancelled ? 1 : 0,
    productId: 'topgear-perform/demo-booking',
    start: demo.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: DEMO_DURATION_MINUTES },
    title: TITLE,
    description: `A ${DEMO_DURATION_MINUTES}-minute walkthrough of TopGear Perform for ${demo.company}, in ${demo.language}.`,
    url: organizer.publicUrl,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: 'TopGear Perform', email: organizer.email },
    attendees: [
      {
        name: calendarName(demo.name),
        email: demo.email,
        rsvp: !cancelled,
        partstat: 'NEEDS-ACTION',
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error || !value) throw error ?? new Error('the calendar event could not be created');
  return value;
}

interface Organizer {
  email: string;
  publicUrl: string;
}

/** The confirmation mail with its calendar invitation, in the booker's own time zone. */
export function demoInvitation(demo: BookedDemo, organizer: Organizer): MailMessage {
  const when = whenOf(demo);
  return {
    to: demo.email,
    subject: `Your TopGear Perform demo: ${when}`,
    text: [
      `Hello ${demo.name},`,
      '',
      `Thank you for booking a demo of TopGear Perform for ${demo.company}.`,
      `When: ${when}, ${DEMO_DURATION_MINUTES} minutes`,
      `Language: ${demo.language}`,
      '',
      'The calendar invitation is attached: accept it to keep the time in your calendar.',
      'We will send you the meeting link before the demo. To change the time, reply to this email.',
      '',
      'See you soon,',
      'The TopGear Perform team',
      organizer.publicUrl,
    ].join('\n'),
    calendar: demoEvent(demo, organizer, 'REQUEST'),
  };
}

/** The mail telling the booker their demo is off, with the cancellation that clears it from their calendar. */
export function demoCancellation(demo: BookedDemo, organizer: Organizer): MailMessage {
  const when = whenOf(demo);
  return {
    to: demo.email,
    subject: `Cancelled: your TopGear Perform demo on ${when}`,
    text: [
      `Hello ${demo.name},`,
      '',
      `We are sorry: the demo of TopGear Perform for ${demo.company} on ${when} is cancelled.`,
      'The attached cancellation removes it from your calendar.',
      `To choose another time, book again at ${organizer.publicUrl}/schedule or reply to this email.`,
      '',
      'The TopGear Perform team',
    ].join('\n'),
    calendar: demoEvent(demo, organizer, 'CANCEL'),
  };
}
