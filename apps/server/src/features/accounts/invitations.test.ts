import { createHash } from 'node:crypto';
import type { AuditEntry } from '@topgear/shared/audit';
import {
  INVITATION_MESSAGES,
  INVITATIONS_PER_LIST_MAX,
  type InvitationResults,
  type PendingInvitation,
} from '@topgear/shared/invitations';
import type { Page } from '@topgear/shared/pagination';
import { SIGN_UP_MESSAGES } from '@topgear/shared/sign-up';
import { registrationFor, uniqueEmail } from '@topgear/shared/test-factories';
import type { Me } from '@topgear/shared/users';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, TEST_PUBLIC_URL, type TestApp } from '../../../test/app';
import { registrationRequest, signInEachRole, visitorOf, type SignedInUser } from '../../../test/clients';
import { sessionCookie } from '../../../test/factories';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../../test/smtp';
import { invitations, outbox, users } from '../../db/schema';

let smtp: TestSmtpServer | undefined;
let testApp: TestApp | undefined;
let employee: SignedInUser;
let manager: SignedInUser;
let admin: SignedInUser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await buildTestApp({ mail: { smtpUrl: smtp.url } });
  ({ employee, manager, admin } = await signInEachRole(testApp.app));
});
afterAll(async () => {
  await testApp?.close();
  await smtp?.close();
});

const app = () => testApp!.app;
const db = () => testApp!.database.db;
const visitor = () => visitorOf(app());

const invite = (actor: SignedInUser, addresses: unknown) =>
  actor.inject({ method: 'POST', url: '/api/invitations', payload: { addresses } });

async function invited(addresses: string): Promise<InvitationResults> {
  const response = await invite(admin, addresses);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const WAIT = { timeout: 10_000, interval: 25 };

/** The invitation mails to `email` that have arrived, in order; waits until there are `count`. */
const mailsTo = (email: string, count = 1) =>
  vi.waitFor(() => {
    const mails = smtp!.received.filter((mail) => mail.envelopeTo.includes(email));
    if (mails.length < count) throw new Error(`${mails.length} of ${count} mails to ${email} have arrived`);
    return mails;
  }, WAIT);

/** The token of the sign-up link in a mail. */
function tokenIn(mail: ReceivedMail) {
  const link = new RegExp(`${TEST_PUBLIC_URL}/signUp\\?invitation=([A-Za-z0-9_-]+)`).exec(mail.parsed.text ?? '');
  if (!link) throw new Error(`no sign-up link in: ${mail.parsed.text}`);
  return link[1]!;
}

/** Invites `email` and answers the token of the link its mail carries. */
async function invitationFor(email: string) {
  await invited(email);
  return tokenIn((await mailsTo(email)).at(-1)!);
}

/** Registers through an invitation's link, under an email of the body's own that the server must ignore. */
const registerWith = (token: string, overrides: Parameters<typeof registrationFor>[0] = {}) =>
  visitor().inject(
    registrationRequest({ ...registrationFor({ email: uniqueEmail('body'), ...overrides }), invitation: token }),
  );

const lookUp = (token: string) => visitor().inject({ method: 'GET', url: `/api/invitations/token/${token}` });

async function pending(): Promise<PendingInvitation[]> {
  return (await admin.getJson<Page<PendingInvitation>>('/api/invitations', { limit: '100' })).items;
}
const pendingFor = async (email: string) => (await pending()).find((invitation) => invitation.email === email);

const latestEntries = async (limit: number) =>
  (await admin.getJson<Page<AuditEntry>>('/api/audit-log', { limit: String(limit) })).items;

const accountsWithEmail = (email: string) => db().select({ id: users.id }).from(users).where(eq(users.email, email));

const setSignUpMode = async (signUpMode: string) =>
  expect(
    (await admin.inject({ method: 'PATCH', url: '/api/account-settings', payload: { signUpMode } })).statusCode,
  ).toBe(200);

describe('the invitation routes refuse everyone but administrators', () => {
  it.each([
    ['POST', '/api/invitations'],
    ['GET', '/api/invitations'],
    ['POST', '/api/invitations/00000000-0000-4000-8000-000000000000/resend'],
    ['DELETE', '/api/invitations/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s: 401 to a visitor, 403 to an employee and to a manager', async (method, url) => {
    const request = { method, url, payload: { addresses: 'someone@example.com' } };
    expect((await visitor().inject(request)).statusCode).toBe(401);
    expect((await employee.inject(request)).statusCode).toBe(403);
    expect((await manager.inject(request)).statusCode).toBe(403);
    expect(await pendingFor('someone@example.com')).toBeUndefined();
  });
});

describe('POST /api/invitations', () => {
  it('mails each new address a link, reports the others with the reason, and logs each invitation', async () => {
    const [ana, bo] = [uniqueEmail('ana'), uniqueEmail('bo')];
    const outboxBefore = (await db().select({ id: outbox.id }).from(outbox)).length;

    const { results } = await invited(
      `Ana Silva <${ana.toUpperCase()}>, ${bo}; not-an-address\n${employee.email} ${ana}, bo@@example.com`,
    );

    expect(results).toEqual([
      { address: ana, outcome: 'invited', problem: null },
      { address: bo, outcome: 'invited', problem: null },
      { address: 'not-an-address', outcome: 'invalid', problem: INVITATION_MESSAGES.noAt },
      { address: employee.email, outcome: 'has-account', problem: null },
      { address: 'bo@@example.com', outcome: 'invalid', problem: INVITATION_MESSAGES.notAnAddress },
    ]);
    const [anaMail] = await mailsTo(ana);
    expect(anaMail!.parsed.subject).toBe('You are invited to join TopGear Perform');
    expect(anaMail!.parsed.text).toContain(`${admin.me.fullName} invites you`);
    expect(anaMail!.parsed.text).toContain('It works once, for 7 days');
    await mailsTo(bo);
    expect((await db().select({ id: outbox.id }).from(outbox)).length).toBe(outboxBefore + 2);
    expect(smtp!.received.some((mail) => mail.envelopeTo.includes(employee.email))).toBe(false);
    // One transaction writes both entries, at one moment: in no particular order.
    const entries = await latestEntries(2);
    expect(entries).toHaveLength(2);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'invitation.sent', summary: `Invited ${bo} to join`, actorId: admin.me.id }),
        expect.objectContaining({ action: 'invitation.sent', summary: `Invited ${ana} to join`, actorId: admin.me.id }),
      ]),
    );
  });

  it('lists the invitation as pending, sent by whom, for seven days', async () => {
    const email = uniqueEmail();
    await invited(email);

    const invitation = await pendingFor(email);

    expect(invitation).toEqual({
      id: expect.any(String),
      email,
      invitedBy: admin.me.fullName,
      sentAt: expect.any(String),
      expiresAt: expect.any(String),
    });
    const validFor = new Date(invitation!.expiresAt).getTime() - new Date(invitation!.sentAt).getTime();
    expect(validFor).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it("keeps only the token's SHA-256: the stored row gives nobody a working link", async () => {
    const email = uniqueEmail();
    const token = await invitationFor(email);

    const [row] = await db().select().from(invitations).where(eq(invitations.email, email));

    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await lookUp(row!.tokenHash)).statusCode).toBe(404);
  });

  it('invites an address with a pending invitation again: a new link, and the old one stops working', async () => {
    const email = uniqueEmail();
    const first = await invitationFor(email);

    const { results } = await invited(email);

    expect(results).toEqual([{ address: email, outcome: 'resent', problem: null }]);
    const second = tokenIn((await mailsTo(email, 2))[1]!);
    expect((await lookUp(first)).statusCode).toBe(404);
    expect((await lookUp(second)).statusCode).toBe(200);
    expect((await pending()).filter((invitation) => invitation.email === email)).toHaveLength(1);
  });

  it(`answers 400 on the list for nothing to invite and for more than ${INVITATIONS_PER_LIST_MAX} people`, async () => {
    const many = Array.from({ length: INVITATIONS_PER_LIST_MAX + 1 }, (_, index) => `p${index}@example.com`);

    for (const [addresses, message] of [
      ['  ', INVITATION_MESSAGES.listRequired],
      [42, INVITATION_MESSAGES.listRequired],
      ['x'.repeat(20_001), INVITATION_MESSAGES.listTooLong],
      [many.join('\n'), INVITATION_MESSAGES.tooMany],
    ] as const) {
      const response = await invite(admin, addresses);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toEqual({ addresses: message });
    }
    expect(await pendingFor('p0@example.com')).toBeUndefined();
  });
});

describe('registering through an invitation', () => {
  afterEach(() => setSignUpMode('open'));

  it('works while joining is by invitation only: the account gets the invitation’s email and is signed in', async () => {
    await setSignUpMode('invitation');
    const email = uniqueEmail('invited');
    const token = await invitationFor(email);
    expect((await lookUp(token)).json()).toEqual({
      email,
      firstName: null,
      lastName: null,
      jobTitle: null,
      expiresAt: expect.any(String),
    });

    const response = await registerWith(token);

    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Me>().email).toBe(email);
    const me = await visitor().inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(response) } });
    expect(me.json<Me>().email).toBe(email);
    expect(await accountsWithEmail(email)).toHaveLength(1);
    expect(await pendingFor(email)).toBeUndefined();
  });

  it('works while anyone may sign up too', async () => {
    const email = uniqueEmail();
    const token = await invitationFor(email);

    const response = await registerWith(token);

    expect(response.statusCode).toBe(201);
    expect(response.json<Me>().email).toBe(email);
  });

  it('works once: a second registration with the link is told it was used, and creates nothing', async () => {
    const email = uniqueEmail();
    const token = await invitationFor(email);
    expect((await registerWith(token)).statusCode).toBe(201);
    const body = uniqueEmail('second');

    const again = await registerWith(token, { email: body });

    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ error: { code: 'INVITATION_USED', message: SIGN_UP_MESSAGES.invitationUsed } });
    expect((await lookUp(token)).json().error.code).toBe('INVITATION_USED');
    expect(await accountsWithEmail(body)).toEqual([]);
  });

  it('is refused once the link has expired', async () => {
    const email = uniqueEmail();
    const token = await invitationFor(email);
    await db()
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, email));

    const response = await registerWith(token);

    expect(response.statusCode).toBe(410);
    expect(response.json().error).toEqual({ code: 'INVITATION_EXPIRED', message: SIGN_UP_MESSAGES.invitationExpired });
    expect((await lookUp(token)).statusCode).toBe(410);
    expect(await accountsWithEmail(email)).toEqual([]);
    expect(await pendingFor(email)).toBeDefined();
  });

  it('is refused once the invitation was revoked, which is logged', async () => {
    const email = uniqueEmail();
    const token = await invitationFor(email);
    const { id } = (await pendingFor(email))!;

    const revoked = await admin.inject({ method: 'DELETE', url: `/api/invitations/${id}` });

    expect(revoked.statusCode).toBe(204);
    expect(await pendingFor(email)).toBeUndefined();
    const response = await registerWith(token);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'INVITATION_UNKNOWN', message: SIGN_UP_MESSAGES.invitationUnknown });
    expect(await accountsWithEmail(email)).toEqual([]);
    expect((await latestEntries(1))[0]).toMatchObject({
      action: 'invitation.revoked',
      subjectId: id,
      summary: `Revoked the invitation of ${email}`,
    });
    expect((await admin.inject({ method: 'DELETE', url: `/api/invitations/${id}` })).statusCode).toBe(404);
  });

  it('goes through the newest link only once the invitation was sent again, for seven more days', async () => {
    const email = uniqueEmail();
    const oldToken = await invitationFor(email);
    const before = (await pendingFor(email))!;
    await db()
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, email));

    const resent = await admin.inject({ method: 'POST', url: `/api/invitations/${before.id}/resend` });

    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id: before.id, email, invitedBy: admin.me.fullName });
    const sixDaysAhead = Date.now() + 6 * 24 * 60 * 60 * 1000;
    expect(new Date(resent.json<PendingInvitation>().expiresAt).getTime()).toBeGreaterThan(sixDaysAhead);
    const newToken = tokenIn((await mailsTo(email, 2))[1]!);
    expect(newToken).not.toBe(oldToken);
    expect((await registerWith(oldToken)).statusCode).toBe(404);
    expect((await registerWith(newToken)).statusCode).toBe(201);
    expect((await latestEntries(1))[0]).toMatchObject({ action: 'invitation.resent', subjectId: before.id });
    expect((await admin.inject({ method: 'POST', url: `/api/invitations/${before.id}/resend` })).statusCode).toBe(404);
  });

  it('leaves the invitation pending when its address got an account meanwhile (409, like any taken email)', async () => {
    const email = uniqueEmail();
    const token = await invitationFor(email);
    expect((await visitor().inject(registrationRequest(registrationFor({ email })))).statusCode).toBe(201);

    const response = await registerWith(token);

    expect(response.statusCode).toBe(409);
    expect(await pendingFor(email)).toBeDefined();
  });

  it('creates exactly one account when two registrations race on one link', async () => {
    const email = uniqueEmail();
    const token = await invitationFor(email);

    const responses = await Promise.all([
      registerWith(token, { firstName: 'First' }),
      registerWith(token, { firstName: 'Second' }),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 410]);
    expect(await accountsWithEmail(email)).toHaveLength(1);
  });

  it('answers 400 naming the field for a token that no link could carry, and 404 for an unknown one', async () => {
    const malformed = await registerWith('not a token!');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toHaveProperty('invitation');

    expect((await registerWith('A'.repeat(43))).statusCode).toBe(404);
    expect((await lookUp('A'.repeat(43))).statusCode).toBe(404);
  });
});
