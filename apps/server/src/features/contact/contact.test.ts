import { CONTACT_MESSAGE_MAX_LENGTH, type ContactMessageInput } from '@topgear/shared/contact';
import { uniqueEmail } from '@topgear/shared/test-factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, useTestApp, type TestApp } from '../../../test/app';
import { visitorOf } from '../../../test/clients';
import { contactMessages, outbox } from '../../db/schema';

/** This app has no CONTACT_INBOX: messages are only stored. */
const testApp = useTestApp();

function contactMessageFor(overrides: Partial<ContactMessageInput> = {}) {
  return {
    name: 'Ada Lovelace',
    email: uniqueEmail(),
    subject: 'Pricing for 80 people',
    message: 'Hello, we would like to know more about the Premium plan.',
    ...overrides,
  } satisfies ContactMessageInput;
}

const visitor = visitorOf(testApp);
const CONTACT_MESSAGES = '/api/contact-messages';

const storedFrom = (email: string) => testApp.db.select().from(contactMessages).where(eq(contactMessages.email, email));
const mailRepliedTo = (email: string) => testApp.db.select().from(outbox).where(eq(outbox.replyTo, email));

describe('POST /api/contact-messages', () => {
  it("stores the message and thanks the sender in the spec's words", async () => {
    const message = contactMessageFor();

    const response = await visitor.inject({ method: 'POST', url: CONTACT_MESSAGES, payload: message });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String), message: 'Thank You Sir For Your Response!!' });
    expect(await storedFrom(message.email)).toEqual([
      expect.objectContaining({
        id: response.json().id,
        name: message.name,
        email: message.email,
        subject: message.subject,
        message: message.message,
      }),
    ]);
  });

  it('queues no mail when no contact inbox is configured', async () => {
    const message = contactMessageFor();

    expect((await visitor.inject({ method: 'POST', url: CONTACT_MESSAGES, payload: message })).statusCode).toBe(201);

    expect(await mailRepliedTo(message.email)).toHaveLength(0);
  });

  it('accepts a message over several lines, keeping its line breaks', async () => {
    const text = 'Hello,\n\nwe have three questions:\n\t1. pricing\r\n\t2. onboarding\n\t3. support\n\nThanks!';
    const message = contactMessageFor({ message: text });

    const response = await visitor.inject({ method: 'POST', url: CONTACT_MESSAGES, payload: message });

    expect(response.statusCode).toBe(201);
    const [stored] = await storedFrom(message.email);
    expect(stored?.message).toBe(text);
  });

  it.each(['name', 'email', 'subject', 'message'])(
    'answers 400 naming %s when it is missing, and stores nothing',
    async (field) => {
      const message: Record<string, string> = contactMessageFor();
      delete message[field];

      const response = await visitor.inject({ method: 'POST', url: CONTACT_MESSAGES, payload: message });

      expect(response.statusCode).toBe(400);
      const { error } = response.json();
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(error.fields)).toEqual([field]);
      if (message.email) expect(await storedFrom(message.email)).toHaveLength(0);
    },
  );

  it.each([
    ['a malformed email', { email: 'ada@example' }, 'email', 'Invalid Email'],
    ['a blank name', { name: '  ' }, 'name', 'Please enter your name'],
    ['a blank message', { message: ' \n ' }, 'message', 'Please write your message'],
    [
      'markup in the subject',
      { subject: '<script>alert(1)</script>' },
      'subject',
      'The subject may not contain line breaks, < or >',
    ],
    ['a line break in the subject', { subject: 'Hello\nBcc: victim@example.com' }, 'subject', expect.any(String)],
    [
      'control characters in the message',
      { message: 'Hello\u0000there' },
      'message',
      'The message may not contain control characters',
    ],
  ])('answers 400 for %s, naming the field, and stores nothing', async (_case, override, field, fieldMessage) => {
    const message = { ...contactMessageFor(), ...override };

    const response = await visitor.inject({ method: 'POST', url: CONTACT_MESSAGES, payload: message });

    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields[field]).toEqual(fieldMessage);
    expect(await storedFrom(message.email)).toHaveLength(0);
  });

  it(`accepts a message of ${CONTACT_MESSAGE_MAX_LENGTH} characters and refuses one longer, saying why`, async () => {
    const longest = contactMessageFor({ message: 'a'.repeat(CONTACT_MESSAGE_MAX_LENGTH) });
    expect((await visitor.inject({ method: 'POST', url: CONTACT_MESSAGES, payload: longest })).statusCode).toBe(201);

    const tooLong = contactMessageFor({ message: 'a'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) });
    const response = await visitor.inject({ method: 'POST', url: CONTACT_MESSAGES, payload: tooLong });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'The message can have at most 5000 characters',
        fields: { message: 'The message can have at most 5000 characters' },
      },
    });
    expect(await storedFrom(tooLong.email)).toHaveLength(0);
  });

  it('answers 413 to a body over 1 MB, storing nothing', async () => {
    const message = contactMessageFor({ message: 'a'.repeat(1024 * 1024 + 1) });

    const response = await visitor.inject({ method: 'POST', url: CONTACT_MESSAGES, payload: message });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
    });
    expect(await storedFrom(message.email)).toHaveLength(0);
  });

  it('answers 415 to a body that is not JSON, like a plain form post from another site', async () => {
    const message = contactMessageFor();

    const response = await visitor.inject({
      method: 'POST',
      url: CONTACT_MESSAGES,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(message),
    });

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Send the request body as JSON.' },
    });
    expect(await storedFrom(message.email)).toHaveLength(0);
  });

  describe('with a contact inbox configured', () => {
    let withInbox: TestApp | undefined;
    beforeAll(async () => {
      withInbox = await buildTestApp({ database: testApp.database, mail: { contactInbox: 'sales@example.com' } });
    });
    afterAll(async () => {
      await withInbox?.close();
    });

    it('queues a mail to the inbox that replies to the sender and carries the message', async () => {
      const message = contactMessageFor({
        name: 'Grace Hopper',
        subject: 'Demo for our Dhaka office',
        message: 'Could you show the leave module?\nWe are 120 people.',
      });

      const response = await visitorOf(withInbox!).inject({ method: 'POST', url: CONTACT_MESSAGES, payload: message });

      expect(response.statusCode).toBe(201);
      const mails = await mailRepliedTo(message.email);
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail).toMatchObject({ recipient: 'sales@example.com', replyTo: message.email, calendar: null });
      expect(mail?.subject).toContain('Demo for our Dhaka office');
      expect(mail?.text).toContain('Could you show the leave module?\nWe are 120 people.');
      expect(mail?.text).toContain('Grace Hopper');
      expect(await storedFrom(message.email)).toHaveLength(1);
    });

    it('queues nothing for a message it refuses', async () => {
      const message = contactMessageFor({ subject: '' });

      const response = await visitorOf(withInbox!).inject({ method: 'POST', url: CONTACT_MESSAGES, payload: message });
      expect(response.statusCode).toBe(400);

      expect(await mailRepliedTo(message.email)).toHaveLength(0);
    });
  });
});
