import { DEMO_DURATION_MINUTES, formatSlotTime, timeZoneLabel } from '@topgear/shared/demo';
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

/** The confirmation mail with its calendar invitation, in the booker's own time zone. */
export function demoInvitation(demo: BookedDemo, organizer: { email: string; publicUrl: string }): MailMessage {
  const when = `${longDate(demo.date)} at ${formatSlotTime(demo.time)} (${timeZoneLabel(demo.timeZone)})`;
  const title = 'TopGear Perform product demo';
  const { error, value } = createEvent({
    uid: `demo-${demo.id}@topgear-perform`,
    method: 'REQUEST',
    productId: 'topgear-perform/demo-booking',
    start: demo.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: DEMO_DURATION_MINUTES },
    title,
    description: `A ${DEMO_DURATION_MINUTES}-minute walkthrough of TopGear Perform for ${demo.company}, in ${demo.language}.`,
    url: organizer.publicUrl,
    status: 'CONFIRMED',
    organizer: { name: 'TopGear Perform', email: organizer.email },
    attendees: [
      {
        name: calendarName(demo.name),
        email: demo.email,
        rsvp: true,
        partstat: 'NEEDS-ACTION',
        role: 'REQ-PARTICIPANT',
      },
    ],
  });
  if (error || !value) throw error ?? new Error('the calendar invitation could not be created');
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
    calendar: value,
  };
}
