import { Writable } from 'node:stream';
import { registrationFor, uniqueEmail } from '@topgear/shared/test-factories';
import { REGISTRATION_MESSAGES } from '@topgear/shared/registration';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { registrationRequest, signInRequest, visitorOf } from '../test/clients';
import { bookingFor, slotId } from '../test/demo';
import { seedDemoContent } from './db/demo-content';
import { contactMessages, demoBookings, newsletterSubscriptions, outbox, users } from './db/schema';

/*
 * The inputs a probe of the public API once turned into 500s, sent again exactly: each must be a
 * 400 that names the field, store nothing, and leave nothing in the error log.
 */

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

const testApp = useTestApp({ logger: { level: 'warn', stream: logStream } });
const visitor = visitorOf(testApp);
let tenOClock = '';

beforeAll(async () => {
  await seedDemoContent(testApp.db);
  tenOClock = await slotId(testApp, '10:00');
});

async function storedRows() {
  const tables = [users, demoBookings, contactMessages, newsletterSubscriptions, outbox];
  const counts = await Promise.all(tables.map((table) => testApp.db.select({ n: count() }).from(table)));
  return counts.map(([row]) => row?.n);
}

const contactMessageFor = (overrides: Record<string, string> = {}) => ({
  name: 'Ada Lovelace',
  email: uniqueEmail(),
  subject: 'Pricing for 80 people',
  message: 'Hello, we would like to know more.',
  ...overrides,
});

/** The four public forms, each given one email address. */
const formsWithEmail = {
  registration: (email: string) => registrationRequest(registrationFor({ email })),
  'demo booking': (email: string) => ({
    method: 'POST' as const,
    url: '/api/demo/bookings',
    payload: bookingFor(tenOClock, { email }),
  }),
  contact: (email: string) => ({
    method: 'POST' as const,
    url: '/api/contact-messages',
    payload: contactMessageFor({ email }),
  }),
  newsletter: (email: string) => ({
    method: 'POST' as const,
    url: '/api/newsletter/subscriptions',
    payload: { email },
  }),
};

const PROBED_EMAILS = [
  'ann@mail.example_corp.com',
  'josé@exämple.com',
  'a;b@example.com',
  'a@b..io',
  'a\u0000b@example.com',
];

describe.each(Object.entries(formsWithEmail))('the %s endpoint', (_form, requestWith) => {
  it.each(PROBED_EMAILS)("refuses %j with 400 'Invalid Email' on the email field, storing nothing", async (email) => {
    const before = await storedRows();
    const linesBefore = logLines.length;

    const response = await visitor.inject(requestWith(email));

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { email: REGISTRATION_MESSAGES.invalidEmail },
    });
    expect(await storedRows()).toEqual(before);
    expect(logLines.slice(linesBefore)).toEqual([]);
  });

  it('answers a body of JSON null with 400, not 500', async () => {
    const response = await visitor.inject({
      ...requestWith(uniqueEmail()),
      payload: 'null',
      headers: { 'content-type': 'application/json' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The request body must be a JSON object.',
    });
  });
});

describe('sign-in', () => {
  it('refuses an email with a NUL byte with 400, not 500', async () => {
    const response = await visitor.inject(signInRequest('a\u0000b@example.com', 'a password'));

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ email: REGISTRATION_MESSAGES.invalidEmail });
  });
});

describe('text fields', () => {
  it.each([
    ['the contact name', '/api/contact-messages', 'name', () => contactMessageFor({ name: 'Ada\u0000' })],
    ['the contact subject', '/api/contact-messages', 'subject', () => contactMessageFor({ subject: 'Hi\u0007' })],
    ['the contact message', '/api/contact-messages', 'message', () => contactMessageFor({ message: 'Hi\u0000' })],
    ['the booker name', '/api/demo/bookings', 'name', () => bookingFor(tenOClock, { name: 'Ada\u0000' })],
    ['the booker company', '/api/demo/bookings', 'company', () => bookingFor(tenOClock, { company: 'A\u001bB' })],
  ])('refuse a control character in %s with 400 naming it', async (_field, url, field, payload) => {
    const before = await storedRows();

    const response = await visitor.inject({ method: 'POST', url, payload: payload() });

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
    expect(await storedRows()).toEqual(before);
  });

  it('store names and subjects without bidirectional overrides and zero-width characters', async () => {
    const message = contactMessageFor({
      name: '\u202EAda\u200B Lovelace\u2066',
      subject: 'Invoice\u202Efdp.exe\uFEFF',
    });

    const response = await visitor.inject({ method: 'POST', url: '/api/contact-messages', payload: message });

    expect(response.statusCode).toBe(201);
    const [stored] = await testApp.db.select().from(contactMessages).where(eq(contactMessages.email, message.email));
    expect(stored).toMatchObject({ name: 'Ada Lovelace', subject: 'Invoicefdp.exe' });
  });

  it('refuse a name made of invisible characters only, as if it were empty', async () => {
    const response = await visitor.inject({
      method: 'POST',
      url: '/api/contact-messages',
      payload: contactMessageFor({ name: '\u200B\u202E\u200B' }),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ name: 'Please enter your name' });
  });

  it('keep a registered name free of invisible characters too', async () => {
    const response = await visitor.inject(registrationRequest(registrationFor({ firstName: 'Zo\u200Bë\u202E' })));

    expect(response.statusCode).toBe(201);
    expect(response.json().fullName).toBe('Zoë Lovelace');
  });
});
