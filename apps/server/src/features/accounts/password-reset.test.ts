import type { AuditEntry } from '@topgear/shared/audit';
import type { Page } from '@topgear/shared/pagination';
import {
  PASSWORD_RESET_LINK_HOURS,
  PASSWORD_RESET_MESSAGES,
  RESET_LINK_INVALID,
  RESET_PASSWORD_PATH,
} from '@topgear/shared/password-reset';
import { PASSWORD_MAX_LENGTH, REGISTRATION_MESSAGES } from '@topgear/shared/registration';
import { uniqueEmail } from '@topgear/shared/test-factories';
import { USER_ADMIN_MESSAGES } from '@topgear/shared/users';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_PUBLIC_URL } from '../../../test/app';
import {
  signInAs,
  signInEachRole,
  signInRequest,
  visitorOf,
  type Client,
  type SignedInUser,
} from '../../../test/clients';
import { createTestDatabase } from '../../../test/database';
import { nextClientAddress, sessionCookie } from '../../../test/factories';
import { isTo, messageArriving, useTestAppWithMail } from '../../../test/mail';
import { connectSocket, listeningUrl } from '../../../test/socket';
import { startSmtpServer } from '../../../test/smtp';
import { outbox, sessions, verifications } from '../../db/schema';
import { passwordProblem } from '../../password-strength';
import { PASSWORD_RESET_LIMITS } from './password-reset-throttle';

const testApp = useTestAppWithMail();

const db = () => testApp.db;
const visitor = () => visitorOf(testApp.app);

/** A password no strength check refuses, and that nobody's old password is. */
const NEW_PASSWORD = 'violet harbour lantern 93';

const askForLink = (email: string, client: Client = visitor()) =>
  client.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

const resetWith = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  visitor().inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password, confirmPassword } });

/** What the link check answers; a dead link is an answer (200), so the browser logs no failure. */
async function usable(token: string) {
  const response = await visitor().inject({
    method: 'POST',
    url: '/api/auth/reset-password/check',
    payload: { token },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ usable: boolean }>().usable;
}

const signInStatus = async (email: string, password: string) =>
  (await visitor().inject(signInRequest(email, password))).statusCode;

const meStatus = async (cookie: string) =>
  (await visitor().inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode;

/** The reset link in the latest mail to `email`, waiting for it to arrive. */
async function linkMailedTo(email: string, after = 0) {
  const mail = await messageArriving(
    testApp.smtp,
    (received) => testApp.smtp.received.indexOf(received) >= after && isTo(email)(received),
  );
  const link = /https?:\/\/\S+/.exec(mail.parsed.text ?? '')?.[0];
  if (!link) throw new Error(`no link in the mail to ${email}`);
  return { mail, link, token: new URL(link).searchParams.get('token') ?? '' };
}

/** Asks for a link as a visitor would and answers its token, once the mail has arrived. */
async function tokenFor(email: string) {
  const before = testApp.smtp.received.length;
  expect((await askForLink(email)).statusCode).toBe(202);
  return (await linkMailedTo(email, before)).token;
}

/** A second session of the same person, as from another device. */
async function anotherSession(person: SignedInUser) {
  const response = await visitor().inject(signInRequest(person.email, person.password));
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookie(response);
}

const sessionCount = async (userId: string) =>
  (await db().select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]?.n;

const expectDeadLink = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(410);
  expect(response.json()).toEqual({
    error: { code: RESET_LINK_INVALID, message: PASSWORD_RESET_MESSAGES.linkExpired },
  });
};

describe('forgot password, by mail', () => {
  it('mails a one-time link that sets a new password, ends every session and lets the new password in', async () => {
    const person = await signInAs(testApp);
    const otherDevice = await anotherSession(person);

    const before = testApp.smtp.received.length;
    const response = await askForLink(person.email);

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.linkSent });
    const { mail, link, token } = await linkMailedTo(person.email, before);
    expect(mail.parsed.subject).toBe('Reset your TopGear Perform password');
    expect(link).toBe(`${TEST_PUBLIC_URL}${RESET_PASSWORD_PATH}?token=${token}`);
    expect(mail.parsed.text).toContain('within one hour');
    expect(mail.parsed.text).toContain('If you did not ask for this, ignore this mail');
    expect(mail.parsed.html).toContain(`href="${link}"`);
    expect(mail.parsed.html).toContain('TopGear Perform');
    expect(mail.parsed.html).toContain('within one hour');
    expect(mail.parsed.html).toContain('If you did not ask for this, ignore this mail');

    expect(await usable(token)).toBe(true);
    const reset = await resetWith(token);

    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.passwordChanged });
    expect(await meStatus(person.cookie)).toBe(401);
    expect(await meStatus(otherDevice)).toBe(401);
    expect(await sessionCount(person.me.id)).toBe(0);
    expect(await signInStatus(person.email, person.password)).toBe(401);
    expect(await signInStatus(person.email, NEW_PASSWORD)).toBe(200);
  });

  it('refuses the same link a second time, and leaves the password it set', async () => {
    const person = await signInAs(testApp);
    const token = await tokenFor(person.email);
    expect((await resetWith(token)).statusCode).toBe(200);

    expectDeadLink(await resetWith(token, 'another fine phrase 58'));
    expect(await usable(token)).toBe(false);
    expect(await signInStatus(person.email, NEW_PASSWORD)).toBe(200);
  });

  it("sets only the password of the person the link was mailed to, and keeps everyone else's sessions", async () => {
    const [owner, bystander] = await Promise.all([signInAs(testApp), signInAs(testApp)]);
    const token = await tokenFor(owner.email);

    expect((await resetWith(token)).statusCode).toBe(200);

    expect(await signInStatus(bystander.email, bystander.password)).toBe(200);
    expect(await signInStatus(bystander.email, NEW_PASSWORD)).toBe(401);
    expect(await meStatus(bystander.cookie)).toBe(200);
  });

  it('finds the account whatever the letter case of the address', async () => {
    const person = await signInAs(testApp);
    const before = testApp.smtp.received.length;

    expect((await askForLink(person.email.toUpperCase())).statusCode).toBe(202);

    const { token } = await linkMailedTo(person.email, before);
    expect(await usable(token)).toBe(true);
  });

  it('keeps the link for an hour, as its SHA-256 only, and refuses it once the hour is over', async () => {
    const person = await signInAs(testApp);
    const token = await tokenFor(person.email);
    const [stored] = await db().select().from(verifications).where(eq(verifications.value, person.me.id));

    expect(stored!.identifier).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeCloseTo(
      PASSWORD_RESET_LINK_HOURS * 3_600_000,
      -3,
    );

    await db()
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(verifications.value, person.me.id));

    expect(await usable(token)).toBe(false);
    expectDeadLink(await resetWith(token));
    expect(await signInStatus(person.email, person.password)).toBe(200);
    expect(await meStatus(person.cookie)).toBe(200);
  });

  it("closes the person's open sockets, which cannot connect again with the old session", async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const url = listeningUrl(testApp.app);
    const person = await signInAs(testApp);
    const token = await tokenFor(person.email);
    const socket = await connectSocket(url, person.cookie);
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));

    expect((await resetWith(token)).statusCode).toBe(200);

    await disconnected;
    await expect(connectSocket(url, person.cookie)).rejects.toThrow('Please sign in to continue.');
  });

  it('refuses a link nobody was sent', async () => {
    expect(await usable('NoSuchTokenWasEverMailed123')).toBe(false);
    expectDeadLink(await resetWith('NoSuchTokenWasEverMailed123'));
  });

  it('lets one of two simultaneous uses of a link through, on two processes sharing the database', async () => {
    const secondProcess = await buildTestApp({ database: testApp.database });
    try {
      const person = await signInAs(testApp);
      const token = await tokenFor(person.email);
      const body = { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };

      const answers = await Promise.all(
        [testApp.app, secondProcess.app].map((app) =>
          visitorOf(app).inject({ method: 'POST', url: '/api/auth/reset-password', payload: body }),
        ),
      );

      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 410]);
      expect(await signInStatus(person.email, NEW_PASSWORD)).toBe(200);
    } finally {
      await secondProcess.close();
    }
  });
});

describe('the answer to the email form', () => {
  it('is the same for an address no account uses, and nothing is stored or mailed', async () => {
    // An app of its own: closing it waits for the link it was asked for, so "nothing" is final.
    const database = await createTestDatabase();
    const ownSmtp = await startSmtpServer();
    try {
      const app = await buildTestApp({ database, mail: { smtpUrl: ownSmtp.url } });
      const nobody = await askForLink(uniqueEmail('nobody'), visitorOf(app.app));
      const somebody = await askForLink((await signInAs(app.app)).email, visitorOf(app.app));
      await app.close();

      expect(nobody.statusCode).toBe(somebody.statusCode);
      expect(nobody.body).toBe(somebody.body);
      expect(nobody.headers['content-length']).toBe(somebody.headers['content-length']);
      const [[resets], [queued]] = await Promise.all([
        database.db.select({ n: count() }).from(verifications),
        database.db.select({ n: count() }).from(outbox),
      ]);
      expect({ resets: resets?.n, queued: queued?.n }).toEqual({ resets: 1, queued: 1 });
      expect(ownSmtp.received.map((mail) => mail.envelopeTo)).toEqual([[expect.stringMatching(/^ada\./)]]);
    } finally {
      await ownSmtp.close();
      await database.close();
    }
  });
});

describe('the new password', () => {
  let person: SignedInUser;
  let token: string;
  beforeAll(async () => {
    person = await signInAs(testApp);
    token = await tokenFor(person.email);
  });

  it.each([
    ['the account holder’s own email', () => person.email],
    ['one of the commonest passwords', () => '123456'],
  ])('refuses %s with the strength check’s message, and the link still works', async (_kind, password) => {
    const response = await resetWith(token, password());

    expect(response.statusCode).toBe(400);
    const expected = await passwordProblem(password(), [person.email, person.me.fullName, 'Ada', 'Lovelace']);
    expect(expected).toBeDefined();
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { password: expected } });
    expect(await usable(token)).toBe(true);
  });

  it.each([
    ['too short', 'abc', 'abc', { password: REGISTRATION_MESSAGES.passwordTooShort }],
    [
      'too long',
      'x'.repeat(PASSWORD_MAX_LENGTH + 1),
      'x'.repeat(PASSWORD_MAX_LENGTH + 1),
      { password: REGISTRATION_MESSAGES.passwordTooLong },
    ],
    ['not confirmed', NEW_PASSWORD, `${NEW_PASSWORD}!`, { confirmPassword: REGISTRATION_MESSAGES.passwordMismatch }],
  ])('refuses a password %s with the registration message', async (_kind, password, confirmPassword, fields) => {
    const response = await resetWith(token, password, confirmPassword);

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual(fields);
    expect(await signInStatus(person.email, person.password)).toBe(200);
  });
});

describe('rate limits on the email form', () => {
  it(`answers 429 with Retry-After after ${PASSWORD_RESET_LIMITS.perAddress} requests from one address`, async () => {
    const address = visitorOf(testApp.app, nextClientAddress());
    for (let n = 0; n < PASSWORD_RESET_LIMITS.perAddress; n++) {
      expect((await askForLink(uniqueEmail('spread'), address)).statusCode).toBe(202);
    }

    const refused = await askForLink(uniqueEmail('spread'), address);

    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().error).toEqual({
      code: 'TOO_MANY_REQUESTS',
      message: PASSWORD_RESET_MESSAGES.tooManyRequests,
    });
    expect((await askForLink(uniqueEmail('spread'))).statusCode).toBe(202);
  });

  it(`answers 429 after ${PASSWORD_RESET_LIMITS.perEmail} requests for one email from any addresses, account or not`, async () => {
    const person = await signInAs(testApp);
    for (const email of [person.email, uniqueEmail('nobody')]) {
      for (let n = 0; n < PASSWORD_RESET_LIMITS.perEmail; n++) {
        expect((await askForLink(email)).statusCode).toBe(202);
      }

      const refused = await askForLink(email.toUpperCase());

      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().error.message).toBe(PASSWORD_RESET_MESSAGES.tooManyRequests);
    }
  });
});

describe('hostile input', () => {
  it.each([
    ['a NUL byte in the email', '/api/auth/forgot-password', { email: 'a\u0000b@example.com' }, 'email'],
    ['a huge email', '/api/auth/forgot-password', { email: `${'a'.repeat(100_000)}@example.com` }, 'email'],
    ['no email', '/api/auth/forgot-password', {}, 'email'],
    ['an email that is not a string', '/api/auth/forgot-password', { email: ['a@example.com'] }, 'email'],
    ['no token', '/api/auth/reset-password', { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, 'token'],
    [
      'a NUL byte in the token',
      '/api/auth/reset-password',
      { token: 'abc\u0000def', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'token',
    ],
    [
      'a huge token',
      '/api/auth/reset-password',
      { token: 'a'.repeat(100_000), password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      'token',
    ],
    [
      'a huge password',
      '/api/auth/reset-password',
      { token: 'abc', password: 'p'.repeat(100_000), confirmPassword: 'p'.repeat(100_000) },
      'password',
    ],
    ['a token that is not a string', '/api/auth/reset-password/check', { token: { $ne: '' } }, 'token'],
    ['a NUL byte in the token', '/api/auth/reset-password/check', { token: '\u0000' }, 'token'],
  ])('refuses %s with 400 naming the field', async (_what, url, payload, field) => {
    const response = await visitor().inject({ method: 'POST', url, payload });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });
});

describe("an administrator's 'Send password reset link'", () => {
  let employee: SignedInUser;
  let manager: SignedInUser;
  let admin: SignedInUser;
  beforeAll(async () => {
    ({ employee, manager, admin } = await signInEachRole(testApp));
  });

  const sendAs = (actor: Client, id: string) =>
    actor.inject({ method: 'POST', url: `/api/users/${id}/password-reset` });

  const latestEntry = async () => (await admin.getJson<Page<AuditEntry>>('/api/audit-log', { limit: '1' })).items[0];

  it('is refused to visitors (401), employees and managers (403), and mails nothing', async () => {
    const person = await signInAs(testApp);
    const before = testApp.smtp.received.length;

    expect((await sendAs(visitor(), person.me.id)).statusCode).toBe(401);
    expect((await sendAs(employee, person.me.id)).statusCode).toBe(403);
    expect((await sendAs(manager, person.me.id)).statusCode).toBe(403);
    expect((await sendAs(person, person.me.id)).statusCode).toBe(403);

    const [queued] = await db().select({ n: count() }).from(outbox).where(eq(outbox.recipient, person.email));
    expect(queued?.n).toBe(0);
    expect(testApp.smtp.received.slice(before).some(isTo(person.email))).toBe(false);
  });

  it('mails the person the same link, records it in the audit log, and ends no session until the link is used', async () => {
    const person = await signInAs(testApp);
    const before = testApp.smtp.received.length;

    const response = await sendAs(admin, person.me.id);

    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.linkSentTo(person.email) });
    expect(await latestEntry()).toMatchObject({
      actorId: admin.me.id,
      action: 'user.password-reset-sent',
      subjectId: person.me.id,
      summary: `Sent ${person.me.fullName} (${person.email}) a link to reset their password`,
    });
    const { mail, token } = await linkMailedTo(person.email, before);
    expect(mail.parsed.subject).toBe('Reset your TopGear Perform password');
    expect(await meStatus(person.cookie)).toBe(200);

    expect((await resetWith(token)).statusCode).toBe(200);
    expect(await meStatus(person.cookie)).toBe(401);
    expect(await signInStatus(person.email, NEW_PASSWORD)).toBe(200);
  });

  it('answers 404 for nobody, and records nothing', async () => {
    const entryBefore = await latestEntry();

    const response = await sendAs(admin, 'no-such-person');

    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(USER_ADMIN_MESSAGES.notFound);
    expect(await latestEntry()).toEqual(entryBefore);
  });

  it('answers 400, not 500, for an id no account can have', async () => {
    const response = await sendAs(admin, '%00');

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['id']);
  });
});
