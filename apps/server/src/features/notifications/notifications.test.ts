import type { Goal } from '@topgear/shared/goals';
import {
  NOTIFICATION_MESSAGES,
  UNREAD_COUNT_EVENT,
  type Notification,
  type UnreadCount,
} from '@topgear/shared/notifications';
import type { Page } from '@topgear/shared/pagination';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signInAs, visitorOf, type SignedInUser } from '../../../test/clients';
import { connectSocket, listeningUrl, nextEvent } from '../../../test/socket';
import { notifications } from '../../db/schema';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

const LIST = '/api/notifications';
const UNREAD = '/api/notifications/unread-count';
const READ_ALL = '/api/notifications/read-all';
const readUrl = (id: string) => `${LIST}/${id}/read`;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const notFoundBody = { error: { code: 'NOT_FOUND', message: NOTIFICATION_MESSAGES.notFound } };

/** One minute apart from a fixed start, so that "newest first" has one right answer. */
const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 9, n));

/** Stores notifications for `user` directly, the n-th written at `minute(n)`, the last one newest. */
async function storeNotifications(user: SignedInUser, count: number) {
  const rows = await testApp.db
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, n) => ({
        userId: user.me.id,
        kind: 'goal-feedback' as const,
        text: `Notification ${n + 1}`,
        link: `/dashboard/goals/${UNKNOWN_ID}`,
        createdAt: minute(n),
      })),
    )
    .returning();
  return rows;
}

const unreadOf = async (user: SignedInUser) => (await user.getJson<UnreadCount>(UNREAD)).unread;
const markRead = (user: SignedInUser, id: string) => user.inject({ method: 'POST', url: readUrl(id) });
const markAllRead = (user: SignedInUser) => user.inject({ method: 'POST', url: READ_ALL });

async function createGoal(user: SignedInUser, name = 'Ship the onboarding revamp') {
  const response = await user.inject({ method: 'POST', url: '/api/goals', payload: { name, target: 3 } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Goal>();
}

async function giveFeedback(manager: SignedInUser, goalId: string, feedback = 'Well done') {
  const response = await manager.inject({ method: 'PUT', url: `/api/goals/${goalId}/feedback`, payload: { feedback } });
  expect(response.statusCode, response.body).toBe(200);
}

describe('GET /api/notifications', () => {
  it('lists only my notifications, newest first, a page at a time without gaps or repeats', async () => {
    const user = await signInAs(testApp);
    const someoneElse = await signInAs(testApp);
    await storeNotifications(someoneElse, 2);
    await storeNotifications(user, 5);

    const walked: Notification[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<Notification> = await user.getJson(LIST, { limit: '2', ...(cursor && { cursor }) });
      sizes.push(page.items.length);
      walked.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== null);

    expect(walked.map((notification) => notification.text)).toEqual([
      'Notification 5',
      'Notification 4',
      'Notification 3',
      'Notification 2',
      'Notification 1',
    ]);
    expect(sizes).toEqual([2, 2, 1]);
    expect(walked[0]).toEqual({
      id: expect.any(String),
      kind: 'goal-feedback',
      text: 'Notification 5',
      link: `/dashboard/goals/${UNKNOWN_ID}`,
      readAt: null,
      createdAt: minute(4).toISOString(),
    });
  });

  it('answers an empty page to a new account', async () => {
    const user = await signInAs(testApp);

    expect(await user.getJson(LIST)).toEqual({ items: [], nextCursor: null });
  });

  it.each([
    ['a broken cursor', { cursor: 'garbage' }, 'cursor'],
    ['a limit over 100', { limit: '101' }, 'limit'],
  ])('answers 400 for %s', async (_case, query, field) => {
    const user = await signInAs(testApp);

    const response = await user.inject({ method: 'GET', url: LIST, query });

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual([field]);
  });
});

describe('GET /api/notifications/unread-count', () => {
  it('counts only my unread notifications', async () => {
    const user = await signInAs(testApp);
    const someoneElse = await signInAs(testApp);
    expect(await unreadOf(user)).toBe(0);
    const [first] = await storeNotifications(user, 3);
    await storeNotifications(someoneElse, 4);
    expect((await markRead(user, first!.id)).statusCode).toBe(200);

    expect(await unreadOf(user)).toBe(2);
  });
});

describe('POST /api/notifications/:id/read', () => {
  it('marks my notification read, once: reading it again keeps the first time', async () => {
    const user = await signInAs(testApp);
    const [first, second] = await storeNotifications(user, 2);

    const response = await markRead(user, first!.id);

    expect(response.statusCode).toBe(200);
    const read = response.json<Notification>();
    expect(read).toMatchObject({ id: first!.id, text: 'Notification 1', readAt: expect.any(String) });
    expect(await unreadOf(user)).toBe(1);
    const again = await markRead(user, first!.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().readAt).toBe(read.readAt);
    const { items } = await user.getJson<Page<Notification>>(LIST);
    expect(items.map(({ id, readAt }) => ({ id, read: readAt !== null }))).toEqual([
      { id: second!.id, read: false },
      { id: first!.id, read: true },
    ]);
  });

  it("answers 404 to another user's notification, leaving it unread", async () => {
    const owner = await signInAs(testApp);
    const intruder = await signInAs(testApp);
    const [notification] = await storeNotifications(owner, 1);

    const response = await markRead(intruder, notification!.id);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
    expect(await unreadOf(owner)).toBe(1);
  });

  // A malformed id names no row (decision 007), so it answers the same 404 as an unknown one.
  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['an id that is not a uuid', 'not-a-notification'],
  ])('answers 404 for %s', async (_case, id) => {
    const user = await signInAs(testApp);

    const response = await markRead(user, id);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
  });
});

describe('POST /api/notifications/read-all', () => {
  it("marks all of mine read and nobody else's", async () => {
    const user = await signInAs(testApp);
    const someoneElse = await signInAs(testApp);
    await storeNotifications(user, 3);
    await storeNotifications(someoneElse, 2);

    const response = await markAllRead(user);

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await unreadOf(user)).toBe(0);
    expect((await user.getJson<Page<Notification>>(LIST)).items.every((item) => item.readAt !== null)).toBe(true);
    expect(await unreadOf(someoneElse)).toBe(2);
    expect((await markAllRead(user)).statusCode).toBe(204);
  });
});

describe('visitors', () => {
  it.each([
    ['GET', LIST],
    ['GET', UNREAD],
    ['POST', readUrl(UNKNOWN_ID)],
    ['POST', READ_ALL],
  ] as const)('get 401 from %s %s', async (method, url) => {
    const response = await visitor.inject({ method, url });

    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });
});

describe(`the live unread count (${UNREAD_COUNT_EVENT})`, () => {
  let url = '';
  const sockets: Socket[] = [];

  beforeAll(async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    url = listeningUrl(testApp.app);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });

  /** A tab of `user`'s: a socket connected with their session, disconnected after the test. */
  async function openTab(user: SignedInUser) {
    const socket = await connectSocket(url, user.cookie);
    sockets.push(socket);
    return socket;
  }

  /** Every count the socket hears, in order. */
  function countsHeardBy(socket: Socket) {
    const counts: UnreadCount[] = [];
    socket.on(UNREAD_COUNT_EVENT, (count: UnreadCount) => counts.push(count));
    return counts;
  }

  it("tells the owner's tab the new count when a manager writes feedback on their goal, and nobody else's", async () => {
    const owner = await signInAs(testApp);
    const bystander = await signInAs(testApp);
    const manager = await signInAs(testApp, { isManager: true });
    const goal = await createGoal(owner);
    await storeNotifications(owner, 2);
    const ownerTab = await openTab(owner);
    const bystanderTab = await openTab(bystander);
    const managerTab = await openTab(manager);
    const heardByBystander = countsHeardBy(bystanderTab);
    const heardByManager = countsHeardBy(managerTab);

    const heard = nextEvent<UnreadCount>(ownerTab, UNREAD_COUNT_EVENT);
    await giveFeedback(manager, goal.id);
    expect(await heard).toEqual({ unread: 3 });

    // A server sends a client's events in order: once their own arrive, any of the owner's would have come first.
    const bystanderHeard = nextEvent(bystanderTab, UNREAD_COUNT_EVENT);
    const managerHeard = nextEvent(managerTab, UNREAD_COUNT_EVENT);
    expect((await markAllRead(bystander)).statusCode).toBe(204);
    expect((await markAllRead(manager)).statusCode).toBe(204);
    await Promise.all([bystanderHeard, managerHeard]);
    expect(heardByBystander).toEqual([{ unread: 0 }]);
    expect(heardByManager).toEqual([{ unread: 0 }]);
  });

  it('tells every tab of the person the lower count when one of them reads a notification or all of them', async () => {
    const user = await signInAs(testApp);
    const [first] = await storeNotifications(user, 3);
    const tabs = [await openTab(user), await openTab(user)];

    const afterOne = tabs.map((tab) => nextEvent<UnreadCount>(tab, UNREAD_COUNT_EVENT));
    expect((await markRead(user, first!.id)).statusCode).toBe(200);
    expect(await Promise.all(afterOne)).toEqual([{ unread: 2 }, { unread: 2 }]);

    const afterAll = tabs.map((tab) => nextEvent<UnreadCount>(tab, UNREAD_COUNT_EVENT));
    expect((await markAllRead(user)).statusCode).toBe(204);
    expect(await Promise.all(afterAll)).toEqual([{ unread: 0 }, { unread: 0 }]);
  });

  it('tells the owner of a leave request when it is decided', async () => {
    const owner = await signInAs(testApp);
    const manager = await signInAs(testApp, { isManager: true });
    const asked = await owner.inject({
      method: 'POST',
      url: '/api/leave/requests',
      payload: { from: '2026-03-02', to: '2026-03-06' },
    });
    expect(asked.statusCode).toBe(201);
    const tab = await openTab(owner);

    const heard = nextEvent<UnreadCount>(tab, UNREAD_COUNT_EVENT);
    const decided = await manager.inject({
      method: 'POST',
      url: `/api/leave/requests/${asked.json().id}/decision`,
      payload: { decision: 'approved' },
    });
    expect(decided.statusCode).toBe(200);

    expect(await heard).toEqual({ unread: 1 });
    const stored = await testApp.db.select().from(notifications).where(eq(notifications.userId, owner.me.id));
    expect(stored).toEqual([expect.objectContaining({ kind: 'leave-approved', readAt: null })]);
  });
});
