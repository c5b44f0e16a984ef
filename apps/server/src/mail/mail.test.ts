import { type BookingConfirmation } from '@topgear/shared/demo';
import { DEMO_DURATION_MINUTES } from '@topgear/shared/booking';
import { eq } from 'drizzle-orm';
import type { Attachment } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uniqueEmail } from '@topgear/shared/test-factories';
import { buildTestApp, type TestApp } from '../../test/app';
import { signInAs, visitorOf } from '../../test/clients';
import { bookingFor, slotId } from '../../test/demo';
import { parseInvitation } from '../../test/icalendar';
import { addressesOf, isTo, messageArriving as arriving } from '../../test/mail';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../test/smtp';
import { seedDemoContent } from '../db/demo-content';
import { outbox } from '../db/schema';

const FROM_ADDRESS = 'demo@topgear.test';
const CONTACT_INBOX = 'sales@topgear.test';
/** The test SMTP server refuses mail to these recipients, as a full mailbox would. */
const BOUNCING = /^bounce\./;

let smtp: TestSmtpServer | undefined;
let testApp: TestApp | undefined;

beforeAll(async () => {
  smtp = await startSmtpServer({ rejectWhen: (recipients) => recipients.some((address) => BOUNCING.test(address)) });
  testApp = await buildTestApp({
    mail: { smtpUrl: smtp.url, from: `TopGear Perform <${FROM_ADDRESS}>`, contactInbox: CONTACT_INBOX },
  });
  await seedDemoContent(testApp.database.db);
});

afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const db = () => testApp!.database.db;

const WAIT = { timeout: 10_000, interval: 25 };

const messageArriving = (matches: (mail: ReceivedMail) => boolean) => arriving(smtp!, matches);

async function outboxRowFor(email: string) {
  const [row] = await db().select().from(outbox).where(eq(outbox.recipient, email));
  if (!row) throw new Error(`no outbox row for ${email}`);
  return row;
}

/** The invitation inside a message: the text/calendar part (the alternative mail clients act on). */
function calendarPart(mail: ReceivedMail): Attachment {
  const part = mail.parsed.attachments.find((attachment) => attachment.contentType === 'text/calendar');
  if (!part) throw new Error('the message has no text/calendar part');
  return part;
}

async function bookDemoFor(email: string) {
  const booking = bookingFor(await slotId(testApp!, '10:00'), { email, timeZone: '+06:00' });
  const response = await visitorOf(testApp!).inject({ method: 'POST', url: '/api/demo/bookings', payload: booking });
  expect(response.statusCode, response.body).toBe(201);
  return { booking, confirmation: response.json<BookingConfirmation>() };
}

describe('demo booking confirmation over SMTP', () => {
  it('reaches the booker with the date and time in the subject and a calendar invitation', async () => {
    const email = uniqueEmail();
    const { booking, confirmation } = await bookDemoFor(email);

    const mail = await messageArriving(isTo(email));

    expect(mail.envelopeTo).toEqual([email]);
    expect(addressesOf(mail.parsed.to)).toEqual([email]);
    expect(addressesOf(mail.parsed.from)).toEqual([FROM_ADDRESS]);
    const longDate = new Date(`${booking.date}T00:00:00Z`).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    });
    expect(mail.parsed.subject).toContain(longDate);
    expect(mail.parsed.subject).toContain('10:00 AM');
    expect(mail.parsed.text).toContain(`${DEMO_DURATION_MINUTES} minutes`);

    const part = calendarPart(mail);
    const contentType = part.headers.get('content-type') as { params?: Record<string, string> } | undefined;
    expect(contentType?.params?.method?.toUpperCase()).toBe('REQUEST');
    const invitation = parseInvitation(part.content.toString('utf8'));
    expect(invitation.method).toBe('REQUEST');
    expect(invitation.events).toEqual([
      {
        uid: expect.stringContaining(confirmation.id),
        startsAt: `${booking.date}T04:00:00.000Z`,
        durationMinutes: DEMO_DURATION_MINUTES,
        description: expect.stringContaining(booking.company),
        status: 'CONFIRMED',
        sequence: 0,
        organizer: FROM_ADDRESS,
        attendees: [{ name: booking.name, email }],
      },
    ]);
    expect(invitation.events[0]?.startsAt).toBe(confirmation.startsAt);
  });

  it('marks the outbox row sent once the SMTP server accepted it', async () => {
    const email = uniqueEmail('grace');
    await bookDemoFor(email);

    await messageArriving(isTo(email));
    const row = await vi.waitFor(async () => {
      const current = await outboxRowFor(email);
      if (current.sentAt === null) throw new Error('not marked sent yet');
      return current;
    }, WAIT);

    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeNull();
  });

  it('keeps a refused message unsent, with the error, for a later attempt', async () => {
    const email = uniqueEmail('bounce');
    await bookDemoFor(email);

    const row = await vi.waitFor(async () => {
      const current = await outboxRowFor(email);
      if (current.lastError === null) throw new Error('no failed attempt yet');
      return current;
    }, WAIT);

    expect(row.sentAt).toBeNull();
    expect(row.attempts).toBe(1);
    expect(row.lastError).toMatch(/550|Mailbox unavailable/);
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(smtp!.received.some(isTo(email))).toBe(false);
  });
});

describe('demo cancellation over SMTP', () => {
  it("reaches the booker with a METHOD:CANCEL for the invitation's event, which calendars then remove", async () => {
    const email = uniqueEmail('cancelled');
    const { confirmation } = await bookDemoFor(email);
    const invitation = parseInvitation(calendarPart(await messageArriving(isTo(email))).content.toString('utf8'));
    const admin = await signInAs(testApp!, { isAdmin: true });

    const cancelled = await admin.inject({ method: 'DELETE', url: `/api/demo/bookings/${confirmation.id}` });

    expect(cancelled.statusCode).toBe(204);
    const mail = await messageArriving(
      (received) => isTo(email)(received) && /^Cancelled/.test(received.parsed.subject ?? ''),
    );
    expect(mail.parsed.text).toContain('is cancelled');
    const part = calendarPart(mail);
    const contentType = part.headers.get('content-type') as { params?: Record<string, string> } | undefined;
    expect(contentType?.params?.method?.toUpperCase()).toBe('CANCEL');
    const cancellation = parseInvitation(part.content.toString('utf8'));
    expect(cancellation.method).toBe('CANCEL');
    expect(cancellation.events).toEqual([
      expect.objectContaining({
        uid: invitation.events[0]!.uid,
        startsAt: confirmation.startsAt,
        status: 'CANCELLED',
        sequence: 1,
        attendees: [{ name: 'Ada Lovelace', email }],
      }),
    ]);
  });
});

describe('contact message over SMTP', () => {
  it('reaches the contact inbox with Reply-To set to the sender', async () => {
    const sender = uniqueEmail('lin');
    const response = await visitorOf(testApp!).inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: { name: 'Lin Wei', email: sender, subject: 'Pricing question', message: 'Is there a yearly plan?' },
    });
    expect(response.statusCode).toBe(201);

    const mail = await messageArriving((candidate) => addressesOf(candidate.parsed.replyTo).includes(sender));

    expect(addressesOf(mail.parsed.to)).toEqual([CONTACT_INBOX]);
    expect(addressesOf(mail.parsed.replyTo)).toEqual([sender]);
    expect(addressesOf(mail.parsed.from)).toEqual([FROM_ADDRESS]);
    expect(mail.parsed.subject).toContain('Pricing question');
    expect(mail.parsed.text).toContain('Is there a yearly plan?');
    expect(mail.parsed.attachments).toHaveLength(0);
  });
});
