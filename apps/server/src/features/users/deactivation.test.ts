import type { AuditEntry } from '@topgear/shared/audit';
import type { InvitationResults } from '@topgear/shared/invitations';
import type { NewsPost } from '@topgear/shared/news';
import type { Page } from '@topgear/shared/pagination';
import { registrationFor } from '@topgear/shared/test-factories';
import { SIGN_IN_MESSAGES, USER_ADMIN_MESSAGES, type ManagedUser } from '@topgear/shared/users';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import {
  registrationRequest,
  signInAs,
  signInEachRole,
  signInRequest,
  visitorOf,
  type SignedInUser,
} from '../../../test/clients';
import { sessionCookie } from '../../../test/factories';
import { connectSocket, listeningUrl } from '../../../test/socket';
import { auditLog, sessions, tasks, users } from '../../db/schema';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

let employee: SignedInUser;
let manager: SignedInUser;
let admin: SignedInUser;
let url: string;
beforeAll(async () => {
  ({ employee, manager, admin } = await signInEachRole(testApp));
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  url = listeningUrl(testApp.app);
});
afterAll(() => testApp.app.server.close());

const deactivate = (actor: SignedInUser, id: string) =>
  actor.inject({ method: 'PUT', url: `/api/users/${id}/deactivation` });
const reactivate = (actor: SignedInUser, id: string) =>
  actor.inject({ method: 'DELETE', url: `/api/users/${id}/deactivation` });
const signOutEverywhere = (actor: SignedInUser, id: string) =>
  actor.inject({ method: 'POST', url: `/api/users/${id}/sign-out-everywhere` });

const signIn = (person: SignedInUser, password = person.password) =>
  visitor.inject(signInRequest(person.email, password));

/** Whether this session still opens the door of a signed-in person. */
const meStatus = async (person: { inject: SignedInUser['inject'] }) =>
  (await person.inject({ method: 'GET', url: '/api/me' })).statusCode;

const sessionsOf = async (userId: string) => {
  const [{ n } = { n: 0 }] = await testApp.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return n;
};

const latestEntry = async () => (await admin.getJson<Page<AuditEntry>>('/api/audit-log', { limit: '1' })).items[0];

const listed = async (person: SignedInUser) =>
  (await admin.getJson<Page<ManagedUser>>('/api/users', { q: person.email })).items[0];

describe('the deactivation and sign-out routes refuse everyone but administrators', () => {
  it.each([
    ['PUT', 'deactivation'],
    ['DELETE', 'deactivation'],
    ['POST', 'sign-out-everywhere'],
  ] as const)('%s /api/users/:id/%s: 401 to a visitor, 403 to an employee and to a manager', async (method, action) => {
    const request = { method, url: `/api/users/${employee.me.id}/${action}` };
    expect((await visitor.inject(request)).statusCode).toBe(401);
    expect((await employee.inject(request)).statusCode).toBe(403);
    expect((await manager.inject(request)).statusCode).toBe(403);
    expect(await meStatus(employee)).toBe(200);
    expect((await listed(employee))?.deactivatedAt).toBeNull();
  });

  it.each([
    ['PUT', 'deactivation'],
    ['DELETE', 'deactivation'],
    ['POST', 'sign-out-everywhere'],
  ] as const)(
    '%s /api/users/:id/%s: 404 for nobody, 400 naming the id for one nobody could have',
    async (method, action) => {
      const response = await admin.inject({ method, url: `/api/users/nobody-at-all/${action}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe(USER_ADMIN_MESSAGES.notFound);

      const hostile = await admin.inject({ method, url: `/api/users/%00/${action}` });
      expect(hostile.statusCode).toBe(400);
      expect(hostile.json().error.fields).toEqual({ id: 'This is not the id of a person' });
    },
  );
});

describe('deactivating an account', () => {
  it('ends its sessions and sockets at once, refuses its sign-in, and keeps all of it', async () => {
    const person = await signInAs(testApp);
    const post = await person.inject({ method: 'POST', url: '/api/news', payload: { text: 'Still here' } });
    expect(post.statusCode).toBe(201);
    expect(
      (
        await person.inject({
          method: 'POST',
          url: '/api/tasks',
          payload: { text: 'T', dueDate: '2031-01-01', status: 'not-started' },
        })
      ).statusCode,
    ).toBe(201);
    const socket = await connectSocket(url, person.cookie);
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));

    const response = await deactivate(admin, person.me.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: person.me.id, deactivatedAt: expect.any(String) });
    await disconnected;
    expect(await meStatus(person)).toBe(401);
    expect(await sessionsOf(person.me.id)).toBe(0);
    await expect(connectSocket(url, person.cookie)).rejects.toThrow('Please sign in to continue.');
    expect((await listed(person))?.deactivatedAt).toEqual(expect.any(String));
    expect(await latestEntry()).toMatchObject({
      actorId: admin.me.id,
      action: 'user.deactivated',
      subjectId: person.me.id,
      summary: `Deactivated the account of ${person.me.fullName}`,
    });

    const feed = await employee.getJson<Page<NewsPost>>('/api/news');
    expect(feed.items.find((item) => item.id === post.json<NewsPost>().id)?.text).toBe('Still here');
    const [{ n: ownTasks } = { n: 0 }] = await testApp.db
      .select({ n: count() })
      .from(tasks)
      .where(eq(tasks.userId, person.me.id));
    expect(ownTasks).toBe(1);
  });

  it('tells its owner so, but only once the password is right', async () => {
    const person = await signInAs(testApp);
    await deactivate(admin, person.me.id);

    const right = await signIn(person);
    const wrong = await signIn(person, 'not the password');

    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ error: { code: 'ACCOUNT_DEACTIVATED', message: SIGN_IN_MESSAGES.deactivated } });
    expect(right.cookies.filter((cookie) => cookie.value !== '')).toEqual([]);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(SIGN_IN_MESSAGES.wrongCredentials);
    expect(await sessionsOf(person.me.id)).toBe(0);
  });

  it('lets its owner sign in again once reactivated, which is logged', async () => {
    const person = await signInAs(testApp);
    await deactivate(admin, person.me.id);

    const response = await reactivate(admin, person.me.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: person.me.id, deactivatedAt: null });
    const signedIn = await signIn(person);
    expect(signedIn.statusCode).toBe(200);
    const cookie = sessionCookie(signedIn);
    expect((await visitor.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).statusCode).toBe(200);
    expect(await latestEntry()).toMatchObject({
      action: 'user.reactivated',
      subjectId: person.me.id,
      summary: `Reactivated the account of ${person.me.fullName}`,
    });
  });

  it('answers 409 to deactivating twice and to reactivating an active account', async () => {
    const person = await signInAs(testApp);
    expect((await reactivate(admin, person.me.id)).json().error).toEqual({
      code: 'NOT_DEACTIVATED',
      message: USER_ADMIN_MESSAGES.notDeactivated,
    });
    await deactivate(admin, person.me.id);
    const entries = await testApp.db.select({ n: count() }).from(auditLog);

    const again = await deactivate(admin, person.me.id);

    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'ALREADY_DEACTIVATED',
      message: USER_ADMIN_MESSAGES.alreadyDeactivated,
    });
    expect(await testApp.db.select({ n: count() }).from(auditLog)).toEqual(entries);
  });

  it('treats its email as taken: no new registration, and no invitation', async () => {
    const person = await signInAs(testApp);
    await deactivate(admin, person.me.id);

    const registration = await visitor.inject(registrationRequest(registrationFor({ email: person.email })));
    const invitation = await admin.inject({
      method: 'POST',
      url: '/api/invitations',
      payload: { addresses: person.email },
    });

    expect(registration.statusCode).toBe(409);
    expect(invitation.json<InvitationResults>().results).toEqual([
      { address: person.email, outcome: 'has-account', problem: null },
    ]);
  });

  it("refuses an administrator's own account", async () => {
    const response = await deactivate(admin, admin.me.id);

    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(USER_ADMIN_MESSAGES.ownDeactivation);
    expect(await meStatus(admin)).toBe(200);
  });

  it('ends a deactivated administrator’s powers with their sessions', async () => {
    const other = await signInAs(testApp, { isAdmin: true });

    expect((await deactivate(admin, other.me.id)).statusCode).toBe(200);

    expect((await deactivate(other, employee.me.id)).statusCode).toBe(401);
    expect(await meStatus(employee)).toBe(200);
    expect((await reactivate(admin, other.me.id)).statusCode).toBe(200);
  });

  it('lets exactly one of two administrators deactivating each other at once succeed', async () => {
    const [first, second] = await Promise.all([
      signInAs(testApp, { isAdmin: true }),
      signInAs(testApp, { isAdmin: true }),
    ]);

    const responses = await Promise.all([deactivate(first, second.me.id), deactivate(second, first.me.id)]);

    // The loser is refused at its guard (401) when the winner committed first, or under the lock (403).
    const [won, lost] = responses.map((response) => response.statusCode).sort();
    expect(won).toBe(200);
    expect([401, 403]).toContain(lost);
    const active = await testApp.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isAdmin, true), isNull(users.deactivatedAt)));
    const ids = active.map((row) => row.id);
    expect([first.me.id, second.me.id].filter((id) => ids.includes(id))).toHaveLength(1);
  });
});

describe('signing someone out everywhere', () => {
  it('ends every session of theirs and closes their sockets; they can sign in again; it is logged', async () => {
    const person = await signInAs(testApp);
    const secondDevice = sessionCookie(await signIn(person));
    const onSecond = visitorOf(testApp);
    const socket = await connectSocket(url, person.cookie);
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));
    expect(await sessionsOf(person.me.id)).toBe(2);

    const response = await signOutEverywhere(admin, person.me.id);

    expect(response.statusCode).toBe(204);
    await disconnected;
    expect(await meStatus(person)).toBe(401);
    expect(
      (await onSecond.inject({ method: 'GET', url: '/api/me', headers: { cookie: secondDevice } })).statusCode,
    ).toBe(401);
    expect(await sessionsOf(person.me.id)).toBe(0);
    expect((await signIn(person)).statusCode).toBe(200);
    expect(await latestEntry()).toMatchObject({
      action: 'user.signed-out-everywhere',
      subjectId: person.me.id,
      summary: `Signed ${person.me.fullName} out everywhere`,
    });
    expect(await meStatus(admin)).toBe(200);
  });
});
