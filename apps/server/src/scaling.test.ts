import { randomUUID } from 'node:crypto';
import { CHAT_EVENTS, type ChatConversation, type ChatMessage } from '@topgear/shared/chat';
import { SIGN_IN_MESSAGES } from '@topgear/shared/users';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { createTestDatabase, testDatabaseKind } from '../test/database';
import { signInAs, signInRequest, visitorOf, type SignedInUser } from '../test/clients';
import { nextClientAddress } from '../test/factories';
import { connectSocket, listeningUrl, nextEvent } from '../test/socket';
import type { App } from './app';
import type { DatabaseConnection } from './db/client';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Small enough to reach in a test; every test uses client addresses of its own. */
const API_REQUESTS_PER_MINUTE = 12;

/**
 * Two processes of the product behind one load balancer: one PostgreSQL database, one Redis,
 * each instance with its own Redis connection. Redis keys are not cleared: every test uses
 * unique emails and client addresses, so its counters are its own.
 */
describe.runIf(testDatabaseKind === 'postgres')('two instances sharing PostgreSQL and Redis', () => {
  let database: DatabaseConnection | undefined;
  const redisClients: Redis[] = [];
  const instances: TestApp[] = [];
  const clients: Socket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    for (let index = 0; index < 2; index++) {
      const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 3 });
      redisClients.push(redis);
      const instance = await buildTestApp({ database, redis, apiRequestsPerMinute: API_REQUESTS_PER_MINUTE });
      instances.push(instance);
      await instance.app.listen({ port: 0, host: '127.0.0.1' });
    }
  });
  afterEach(() => {
    for (const client of clients.splice(0)) client.disconnect();
  });
  afterAll(async () => {
    // The instances leave the shared database open; it is closed once, after both.
    await Promise.all(instances.map((instance) => instance.close()));
    await database?.close();
    await Promise.all(redisClients.map((redis) => redis.quit()));
  });

  const instance = (index: 0 | 1): App => {
    const current = instances[index];
    if (!current) throw new Error('the instances are only available inside tests');
    return current.app;
  };
  const a = () => instance(0);
  const b = () => instance(1);

  it('accepts a session created on one instance on the other, and ends it everywhere on sign-out', async () => {
    const user = await signInAs(a());

    const onB = await visitorOf(b()).inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } });
    expect(onB.statusCode).toBe(200);
    expect(onB.json()).toEqual(user.me);

    const signOut = await visitorOf(b()).inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie },
    });
    expect(signOut.statusCode).toBe(204);
    expect((await user.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it("ends a deactivated person's session and socket on the other instance at once", async () => {
    const [admin, person] = await Promise.all([signInAs(a(), { isAdmin: true }), signInAs(a())]);
    const socket = await connectSocket(listeningUrl(b()), person.cookie);
    clients.push(socket);
    const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));

    const response = await admin.inject({ method: 'PUT', url: `/api/users/${person.me.id}/deactivation` });

    expect(response.statusCode).toBe(200);
    await disconnected;
    const onB = await visitorOf(b()).inject({ method: 'GET', url: '/api/me', headers: { cookie: person.cookie } });
    expect(onB.statusCode).toBe(401);
  });

  it('refuses on the other instance the very next request after sign-out, demotion, deactivation or deletion', async () => {
    const admin = await signInAs(a(), { isAdmin: true });
    const [signingOut, demoted, deactivated, deleted] = await Promise.all([
      signInAs(a()),
      signInAs(a(), { isAdmin: true }),
      signInAs(a()),
      signInAs(a()),
    ]);
    const onB = (user: SignedInUser, url = '/api/me') =>
      visitorOf(b()).inject({ method: 'GET', url, headers: { cookie: user.cookie } });
    // Each session is checked, and kept, on B first.
    for (const user of [signingOut, deactivated, deleted]) expect((await onB(user)).statusCode).toBe(200);
    expect((await onB(demoted, '/api/users')).statusCode).toBe(200);

    expect((await signingOut.inject({ method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(204);
    expect((await onB(signingOut)).statusCode).toBe(401);

    expect((await admin.inject({ method: 'DELETE', url: `/api/users/${demoted.me.id}/roles/admin` })).statusCode).toBe(
      200,
    );
    expect((await onB(demoted, '/api/users')).statusCode).toBe(403);

    expect(
      (await admin.inject({ method: 'PUT', url: `/api/users/${deactivated.me.id}/deactivation` })).statusCode,
    ).toBe(200);
    expect((await onB(deactivated)).statusCode).toBe(401);

    expect((await admin.inject({ method: 'DELETE', url: `/api/users/${deleted.me.id}` })).statusCode).toBe(204);
    expect((await onB(deleted)).statusCode).toBe(401);
  });

  it('counts sign-in failures across instances: 3 on one and 2 on the other lock the email out on both', async () => {
    const user = await signInAs(a());
    const address = nextClientAddress();

    for (const app of [a(), a(), a(), b(), b()]) {
      expect((await visitorOf(app, address).inject(signInRequest(user.email, 'wrong password'))).statusCode).toBe(401);
    }

    for (const app of [a(), b()]) {
      const locked = await visitorOf(app, address).inject(signInRequest(user.email, user.password));
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({
        error: { code: 'TOO_MANY_REQUESTS', message: SIGN_IN_MESSAGES.tooManyAttempts },
      });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await visitorOf(b()).inject(signInRequest(user.email, user.password))).statusCode).toBe(200);
  });

  it('meters one client address across instances against one API limit', async () => {
    const address = nextClientAddress();
    const visit = (app: App) => visitorOf(app, address).inject({ method: 'GET', url: '/api/me' });

    for (let request = 1; request <= API_REQUESTS_PER_MINUTE; request++) {
      expect((await visit(request % 2 === 0 ? a() : b())).statusCode, `request ${request}`).toBe(401);
    }

    for (const app of [a(), b()]) {
      const refused = await visit(app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS');
    }
    expect((await visitorOf(a()).inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });

  it('delivers a Socket.IO event emitted on one instance to a user connected to the other', async () => {
    const user = await signInAs(a());
    const client = await connectSocket(listeningUrl(b()), user.cookie);
    clients.push(client);
    const room = `user:${user.me.id}`;
    const onB = b()
      .io.of('/')
      .sockets.get(client.id ?? '');
    expect(onB?.data.user.id).toBe(user.me.id);
    await onB?.join(room);

    const received = nextEvent(client, 'notification');
    a().io.to(room).emit('notification', { text: 'from instance A' });

    await expect(received).resolves.toEqual({ text: 'from instance A' });
  });

  it('carries a support chat between a user on one instance and an administrator on the other, both ways', async () => {
    const user = await signInAs(a());
    const admin = await signInAs(b(), { isAdmin: true });
    const started = await user.inject({
      method: 'PUT',
      url: '/api/chat/conversation',
      payload: { name: user.me.fullName, email: user.email },
    });
    expect(started.statusCode, started.body).toBe(200);
    const conversationId = started.json<ChatConversation>().id;
    const userSocket = await connectSocket(listeningUrl(a()), user.cookie, ['websocket']);
    const adminSocket = await connectSocket(listeningUrl(b()), admin.cookie, ['websocket']);
    clients.push(userSocket, adminSocket);
    const cardOnB = nextEvent<ChatConversation>(adminSocket, CHAT_EVENTS.conversationUpdated);
    for (const socket of [userSocket, adminSocket]) {
      expect(await socket.emitWithAck(CHAT_EVENTS.joinRoom, { conversationId })).toMatchObject({ ok: true });
    }

    const question = nextEvent<ChatMessage>(adminSocket, CHAT_EVENTS.receiveMessage);
    await userSocket.emitWithAck(CHAT_EVENTS.sendMessage, { conversationId, id: randomUUID(), text: 'Hi from A' });
    await expect(question).resolves.toMatchObject({ text: 'Hi from A', author: { id: user.me.id, support: false } });
    await expect(cardOnB).resolves.toMatchObject({ id: conversationId, unread: 1 });

    const answer = nextEvent<ChatMessage>(userSocket, CHAT_EVENTS.receiveMessage);
    await adminSocket.emitWithAck(CHAT_EVENTS.sendMessage, { conversationId, id: randomUUID(), text: 'Hello from B' });
    await expect(answer).resolves.toMatchObject({ text: 'Hello from B', author: { id: admin.me.id, support: true } });
    // The user was watching on the other instance: no notification for a reply they saw.
    expect((await user.getJson<{ items: unknown[] }>('/api/notifications')).items).toEqual([]);
  });
});
