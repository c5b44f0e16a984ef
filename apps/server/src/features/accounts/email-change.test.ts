import { MY_ACCOUNT_MESSAGES } from '@topgear/shared/my-account';
import { REGISTRATION_MESSAGES } from '@topgear/shared/registration';
import { registrationFor, uniqueEmail } from '@topgear/shared/test-factories';
import type { Me } from '@topgear/shared/users';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { TEST_PUBLIC_URL } from '../../../test/app';
import { registrationRequest, signInAs, signInRequest, visitorOf, type SignedInUser } from '../../../test/clients';
import { useTestAppWithMail } from '../../../test/mail';
import type { ReceivedMail } from '../../../test/smtp';
import { users, verifications } from '../../db/schema';

const testApp = useTestAppWithMail();

const app = () => testApp.app;
const db = () => testApp.db;
const visitor = () => visitorOf(app());

const LINK = new RegExp(`${TEST_PUBLIC_URL}/confirm-email\\?token=([A-Za-z0-9]+)`);

const isTo = (email: string) => (mail: ReceivedMail) => mail.envelopeTo.includes(email);

/** The first message to `email` whose subject matches, once the SMTP server has it. */
const mailArriving = (email: string, subject: RegExp) =>
  vi.waitFor(
    () => {
      const mail = testApp.smtp.received.find(
        (received) => isTo(email)(received) && subject.test(received.parsed.subject ?? ''),
      );
      if (!mail) throw new Error(`no mail to ${email} about ${subject.source} yet`);
      return mail;
    },
    { timeout: 10_000, interval: 25 },
  );

const requestChange = (user: SignedInUser, newEmail: string, currentPassword = user.password) =>
  user.inject({ method: 'POST', url: '/api/account/email', payload: { newEmail, currentPassword } });

const confirm = (token: string) =>
  visitor().inject({ method: 'POST', url: '/api/account/email/confirm', payload: { token } });

/** Asks for the change and reads the token from the link mailed to the new address. */
async function linkFor(user: SignedInUser, newEmail: string) {
  const response = await requestChange(user, newEmail);
  expect(response.statusCode, response.body).toBe(202);
  const mail = await mailArriving(newEmail, /^Confirm your new email/);
  const token = LINK.exec(mail.parsed.text ?? '')?.[1];
  if (!token) throw new Error(`no link in: ${mail.parsed.text}`);
  return token;
}

const emailOf = async (user: SignedInUser) =>
  (await db().select({ email: users.email }).from(users).where(eq(users.id, user.me.id)))[0]?.email;

const signIn = (email: string, password: string) => visitor().inject(signInRequest(email, password));

describe('changing my email', () => {
  it('mails a link to the new address and changes nothing until it is opened', async () => {
    const user = await signInAs(app());
    const newEmail = uniqueEmail('new');

    const response = await requestChange(user, newEmail);

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ newEmail });
    const mail = await mailArriving(newEmail, /^Confirm your new email/);
    expect(mail.parsed.text).toMatch(LINK);
    expect(mail.parsed.text).toContain('within 24 hours');
    expect(await emailOf(user)).toBe(user.email);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('changes the email when the link is opened, tells the old address, and signs in with the new one', async () => {
    const user = await signInAs(app());
    const newEmail = uniqueEmail('moved');
    const token = await linkFor(user, newEmail);

    const response = await confirm(token);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ email: newEmail });
    const notice = await mailArriving(user.email, /^The email of your TopGear Perform account was changed/);
    expect(notice.parsed.text).toContain(newEmail);
    expect((await user.getJson<Me>('/api/me')).email).toBe(newEmail);
    expect((await signIn(newEmail, user.password)).statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
  });

  it('accepts the new address in any case and stores it in lower case', async () => {
    const user = await signInAs(app());
    const newEmail = uniqueEmail('mixed.case');

    const response = await requestChange(user, newEmail.toUpperCase());

    expect(response.json()).toEqual({ newEmail });
    const mail = await mailArriving(newEmail, /^Confirm your new email/);
    expect((await confirm(LINK.exec(mail.parsed.text ?? '')![1]!)).statusCode).toBe(200);
    expect(await emailOf(user)).toBe(newEmail);
  });

  it('lets a link work once', async () => {
    const user = await signInAs(app());
    const token = await linkFor(user, uniqueEmail('once'));
    const first = await confirm(token);
    expect(first.statusCode, first.body).toBe(200);

    const again = await confirm(token);

    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({ token: MY_ACCOUNT_MESSAGES.linkInvalid });
  });

  it('refuses an expired link and keeps the email', async () => {
    const user = await signInAs(app());
    const token = await linkFor(user, uniqueEmail('late'));
    await db()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `change-email:${token}`));

    const response = await confirm(token);

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ token: MY_ACCOUNT_MESSAGES.linkInvalid });
    expect(await emailOf(user)).toBe(user.email);
  });

  it('sets the link to expire after 24 hours', async () => {
    const user = await signInAs(app());
    const token = await linkFor(user, uniqueEmail('timed'));

    const [row] = await db()
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `change-email:${token}`));

    const hoursLeft = (row!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(23.9);
    expect(hoursLeft).toBeLessThanOrEqual(24);
  });

  it('answers 409 when another account took the address before the link was opened, changing nothing', async () => {
    const user = await signInAs(app());
    const newEmail = uniqueEmail('contested');
    const token = await linkFor(user, newEmail);
    expect((await visitor().inject(registrationRequest(registrationFor({ email: newEmail })))).statusCode).toBe(201);

    const response = await confirm(token);

    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'EMAIL_TAKEN', message: MY_ACCOUNT_MESSAGES.emailTaken });
    expect(await emailOf(user)).toBe(user.email);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('lets one of two people confirming the same new address at once have it; the other gets 409', async () => {
    const [first, second] = await Promise.all([signInAs(app()), signInAs(app())]);
    const newEmail = uniqueEmail('raced');
    const firstToken = await linkFor(first, newEmail);
    const receivedBefore = testApp.smtp.received.length;
    const secondResponse = await requestChange(second, newEmail);
    expect(secondResponse.statusCode).toBe(202);
    const secondLink = await vi.waitFor(() => {
      const mail = testApp.smtp.received.slice(receivedBefore).find(isTo(newEmail));
      const token = mail && LINK.exec(mail.parsed.text ?? '')?.[1];
      if (!token) throw new Error('the second link has not arrived yet');
      return token;
    });

    const responses = await Promise.all([confirm(firstToken), confirm(secondLink)]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const owners = await db().select({ id: users.id }).from(users).where(eq(users.email, newEmail));
    expect(owners).toHaveLength(1);
  });

  it('answers an address that already has an account exactly like a free one, and sends it no link', async () => {
    const user = await signInAs(app());
    const someoneElse = await signInAs(app());
    const pendingBefore = await db()
      .select()
      .from(verifications)
      .where(like(verifications.identifier, 'change-email:%'));

    const response = await requestChange(user, someoneElse.email);

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ newEmail: someoneElse.email });
    const note = await mailArriving(someoneElse.email, /^Your email for TopGear Perform/);
    expect(note.parsed.text).not.toMatch(LINK);
    const pendingAfter = await db()
      .select()
      .from(verifications)
      .where(like(verifications.identifier, 'change-email:%'));
    expect(pendingAfter).toHaveLength(pendingBefore.length);
    expect(await emailOf(user)).toBe(user.email);
  });

  it('refuses a wrong current password with 400 on that field, and sends nothing', async () => {
    const user = await signInAs(app());
    const newEmail = uniqueEmail('unsent');

    const response = await requestChange(user, newEmail, 'not my password');

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ currentPassword: MY_ACCOUNT_MESSAGES.wrongCurrentPassword });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(testApp.smtp.received.some(isTo(newEmail))).toBe(false);
  });

  it.each([
    ['my own email', (user: SignedInUser) => user.email.toUpperCase(), MY_ACCOUNT_MESSAGES.sameEmail],
    ['an address with a NUL byte', () => 'a\u0000b@example.com', REGISTRATION_MESSAGES.invalidEmail],
    ['a huge address', () => `${'a'.repeat(100_000)}@example.com`, REGISTRATION_MESSAGES.invalidEmail],
    ['no address', () => '', REGISTRATION_MESSAGES.invalidEmail],
  ])('refuses %s as the new one with 400 on newEmail', async (_case, newEmail, message) => {
    const user = await signInAs(app());

    const response = await requestChange(user, newEmail(user));

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ newEmail: message });
  });

  it.each([
    ['a NUL byte', 'abc\u0000def'],
    ['a huge token', 'a'.repeat(100_000)],
    ['punctuation', "abc'; drop table users; --"],
    ['no token', ''],
    ['a token nobody was sent', 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6'],
  ])('refuses a confirmation with %s with 400 on the token', async (_case, token) => {
    const response = await confirm(token);

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ token: MY_ACCOUNT_MESSAGES.linkInvalid });
  });

  it('answers a visitor asking for a change with 401', async () => {
    const response = await visitor().inject({
      method: 'POST',
      url: '/api/account/email',
      payload: { newEmail: uniqueEmail(), currentPassword: 'whatever' },
    });

    expect(response.statusCode).toBe(401);
  });
});
