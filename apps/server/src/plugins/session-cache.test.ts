import type { Me } from '@topgear/shared/users';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, useTestApp } from '../../test/app';
import { signInAs, visitorOf, type SignedInUser } from '../../test/clients';
import { createTestDatabase, testDatabaseKind } from '../../test/database';
import { connectSocket, listeningUrl } from '../../test/socket';
import type { Database } from '../db/client';
import { LISTENER_APPLICATION_NAME } from '../db/listener';
import { sessions, users } from '../db/schema';

const testApp = useTestApp();
const sockets: Socket[] = [];
beforeAll(async () => {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

const me = (user: SignedInUser) => user.inject({ method: 'GET', url: '/api/me' });
const adminList = (user: SignedInUser) => user.inject({ method: 'GET', url: '/api/users' });

/**
 * Deletes a person's session rows with the database's triggers off (a superuser's
 * `session_replication_role`): the change happens, but no process is told. A process that still
 * lets the session in has not asked the database.
 */
async function deleteSessionsUnannounced(db: Database, userId: string) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.delete(sessions).where(eq(sessions.userId, userId));
  });
}

/** The cookie header with the session token of `user` and the signature of `other`'s. */
function withSignatureOf(user: SignedInUser, other: SignedInUser) {
  const [name, value] = user.cookie.split('=') as [string, string];
  const signature = other.cookie.slice(other.cookie.lastIndexOf('.'));
  return `${name}=${value.slice(0, value.lastIndexOf('.'))}${signature}`;
}

describe('a checked session is kept by the process', () => {
  it('answers the next request of a session it checked without reading the session from the database', async () => {
    const seen = await signInAs(testApp);
    const unseen = await signInAs(testApp);
    expect((await me(seen)).statusCode).toBe(200);

    await deleteSessionsUnannounced(testApp.db, seen.me.id);
    await deleteSessionsUnannounced(testApp.db, unseen.me.id);

    const kept = await me(seen);
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual(seen.me);
    // A session the process had not checked yet is looked up, and is gone.
    expect((await me(unseen)).statusCode).toBe(401);
  });

  it('finds a kept session only under its own signature', async () => {
    const user = await signInAs(testApp);
    const other = await signInAs(testApp);
    expect((await me(user)).statusCode).toBe(200);

    const forged = await visitorOf(testApp).inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: withSignatureOf(user, other) },
    });

    expect(forged.statusCode).toBe(401);
  });

  it('keeps nothing under a second session cookie sent beside a valid one', async () => {
    const user = await signInAs(testApp);
    const other = await signInAs(testApp);
    const forged = withSignatureOf(user, other);
    const both = await visitorOf(testApp).inject({
      method: 'GET',
      url: '/api/me',
      headers: { cookie: `${user.cookie}; ${forged}` },
    });
    expect(both.statusCode).toBe(200);

    const alone = await visitorOf(testApp).inject({ method: 'GET', url: '/api/me', headers: { cookie: forged } });

    expect(alone.statusCode).toBe(401);
  });

  it('lets a socket connect with a kept session', async () => {
    const user = await signInAs(testApp);
    expect((await me(user)).statusCode).toBe(200);
    await deleteSessionsUnannounced(testApp.db, user.me.id);

    const socket = await connectSocket(listeningUrl(testApp.app), user.cookie);
    sockets.push(socket);

    expect(socket.connected).toBe(true);
  });

  it("keeps other people's sessions when one person changes", async () => {
    const bystander = await signInAs(testApp);
    const changed = await signInAs(testApp);
    expect((await me(bystander)).statusCode).toBe(200);
    expect((await me(changed)).statusCode).toBe(200);
    await deleteSessionsUnannounced(testApp.db, bystander.me.id);

    await testApp.db.update(users).set({ name: 'Grace Hopper' }).where(eq(users.id, changed.me.id));

    expect((await me(changed)).json<Me>().fullName).toBe('Grace Hopper');
    expect((await me(bystander)).statusCode).toBe(200);
  });
});

describe('a change to a person or a session applies to the very next request', () => {
  it('signing out', async () => {
    const user = await signInAs(testApp);
    expect((await me(user)).statusCode).toBe(200);

    expect((await user.inject({ method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(204);

    expect((await me(user)).statusCode).toBe(401);
  });

  it('an administrator taking the admin role away, and giving it back', async () => {
    const admin = await signInAs(testApp, { isAdmin: true });
    const colleague = await signInAs(testApp, { isAdmin: true });
    expect((await adminList(colleague)).statusCode).toBe(200);

    const taken = await admin.inject({ method: 'DELETE', url: `/api/users/${colleague.me.id}/roles/admin` });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((await adminList(colleague)).statusCode).toBe(403);

    const given = await admin.inject({ method: 'PUT', url: `/api/users/${colleague.me.id}/roles/admin` });
    expect(given.statusCode, given.body).toBe(200);
    expect((await adminList(colleague)).statusCode).toBe(200);
  });

  it("an update of the person's row", async () => {
    const user = await signInAs(testApp);
    expect((await me(user)).json<Me>().email).toBe(user.email);

    await testApp.db
      .update(users)
      .set({ email: `moved.${user.email}` })
      .where(eq(users.id, user.me.id));

    expect((await me(user)).json<Me>().email).toBe(`moved.${user.email}`);
  });

  it('an administrator deleting the person', async () => {
    const admin = await signInAs(testApp, { isAdmin: true });
    const user = await signInAs(testApp);
    expect((await me(user)).statusCode).toBe(200);

    expect((await admin.inject({ method: 'DELETE', url: `/api/users/${user.me.id}` })).statusCode).toBe(204);

    expect((await me(user)).statusCode).toBe(401);
  });

  it("deleting the session's row", async () => {
    const user = await signInAs(testApp);
    expect((await me(user)).statusCode).toBe(200);

    await testApp.db.delete(sessions).where(eq(sessions.userId, user.me.id));

    expect((await me(user)).statusCode).toBe(401);
  });

  it("moving the session's expiry into the past", async () => {
    const user = await signInAs(testApp);
    expect((await me(user)).statusCode).toBe(200);

    await testApp.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.me.id));

    expect((await me(user)).statusCode).toBe(401);
  });
});

describe("a session's last activity", () => {
  it('is written within the minute, not at each request, and when the process closes', async () => {
    const database = await createTestDatabase();
    try {
      const instance = await buildTestApp({ database });
      const user = await signInAs(instance);
      const longAgo = new Date('2020-01-01T00:00:00Z');
      await database.db.update(sessions).set({ lastActiveAt: longAgo }).where(eq(sessions.userId, user.me.id));
      const lastActive = async () =>
        (await database.db.select().from(sessions).where(eq(sessions.userId, user.me.id)))[0]?.lastActiveAt;

      const beforeRequests = Date.now();
      for (let request = 0; request < 3; request++) expect((await me(user)).statusCode).toBe(200);
      expect(await lastActive()).toEqual(longAgo);

      await instance.close();
      expect((await lastActive())?.getTime()).toBeGreaterThanOrEqual(beforeRequests);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(testDatabaseKind === 'postgres')('when the connection that hears of changes is lost', () => {
  const listenerSessions = sql`from pg_stat_activity
    where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`;
  const rowsOf = async (query: SQL) => {
    const result: unknown = await testApp.db.execute(query);
    return (result as { rows: unknown[] }).rows;
  };

  it('refuses what it kept until it listens again, then keeps sessions again', async () => {
    const user = await signInAs(testApp);
    expect((await me(user)).statusCode).toBe(200);
    await deleteSessionsUnannounced(testApp.db, user.me.id);
    expect((await me(user)).statusCode).toBe(200);

    const terminated = await rowsOf(sql`select pg_terminate_backend(pid, 5000) as done ${listenerSessions}`);
    expect(terminated).toEqual([{ done: true }]);

    expect((await me(user)).statusCode).toBe(401);
    await vi.waitFor(
      async () => {
        expect(await rowsOf(sql`select query ${listenerSessions}`)).toEqual([{ query: 'LISTEN "session_changes"' }]);
      },
      { timeout: 5_000, interval: 50 },
    );
    expect((await me(user)).statusCode).toBe(401);

    const later = await signInAs(testApp);
    expect((await me(later)).statusCode).toBe(200);
    await deleteSessionsUnannounced(testApp.db, later.me.id);
    expect((await me(later)).statusCode).toBe(200);
  });
});
