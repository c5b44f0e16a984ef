import { FEEDBACK_MAX, FEEDBACK_MESSAGES } from '@topgear/shared/feedback';
import { LEAVE_MESSAGES, type LeaveBalance, type LeaveRequest } from '@topgear/shared/leave';
import type { Notification } from '@topgear/shared/notifications';
import type { Page } from '@topgear/shared/pagination';
import { and, eq, sum } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signInAs, visitorOf, type SignedInUser } from '../../../test/clients';
import type { Roles } from '../../../test/factories';
import { leaveRequests, notifications } from '../../db/schema';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

const BALANCES = '/api/leave/balances';
const REQUESTS = '/api/leave/requests';
const cancelUrl = (id: string) => `${REQUESTS}/${id}/cancel`;
const feedbackUrl = (id: string) => `${REQUESTS}/${id}/feedback`;
const decisionUrl = (id: string) => `${REQUESTS}/${id}/decision`;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const notFoundBody = { error: { code: 'NOT_FOUND', message: LEAVE_MESSAGES.notFound } };

/** `YYYY-MM-DD`, `days` after `date`. */
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const ask = (user: SignedInUser, payload: Record<string, unknown>) =>
  user.inject({ method: 'POST', url: REQUESTS, payload });

const cancel = (user: SignedInUser, id: string) => user.inject({ method: 'POST', url: cancelUrl(id) });

const giveFeedback = (author: SignedInUser, id: string, payload: object) =>
  author.inject({ method: 'PUT', url: feedbackUrl(id), payload });

const decide = (author: SignedInUser, id: string, decision: unknown) =>
  author.inject({ method: 'POST', url: decisionUrl(id), payload: { decision } });

const notificationsOf = async (user: SignedInUser) =>
  (await user.getJson<Page<Notification>>('/api/notifications')).items;

async function daysLeft(user: SignedInUser) {
  const balances = await user.getJson<LeaveBalance[]>(BALANCES);
  return Object.fromEntries(balances.map((balance) => [balance.type, balance.days]));
}

const storedRequestsOf = (user: SignedInUser) =>
  testApp.db.select().from(leaveRequests).where(eq(leaveRequests.userId, user.me.id));

async function pendingDaysOf(user: SignedInUser) {
  const [row] = await testApp.db
    .select({ days: sum(leaveRequests.days).mapWith(Number) })
    .from(leaveRequests)
    .where(and(eq(leaveRequests.userId, user.me.id), eq(leaveRequests.status, 'pending')));
  return row?.days ?? 0;
}

async function requested(user: SignedInUser, payload: Record<string, unknown>) {
  const response = await ask(user, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LeaveRequest>();
}

describe('GET /api/leave/balances', () => {
  it('gives a new account 60 Vacation and 45 Sick days, Vacation first', async () => {
    const user = await signInAs(testApp);

    expect(await user.getJson<LeaveBalance[]>(BALANCES)).toEqual([
      { type: 'Vacation', label: 'Vacation full-time', days: 60 },
      { type: 'Sick', label: 'Sick full-time', days: 45 },
    ]);
  });
});

describe('POST /api/leave/requests', () => {
  it('stores a pending Vacation request counted by the spec rule, whatever days the client sends, and lowers only Vacation', async () => {
    const user = await signInAs(testApp);

    const response = await ask(user, {
      type: 'Vacation',
      from: '2026-03-02',
      to: '2026-03-06',
      notes: 'Family trip',
      days: 1,
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      type: 'Vacation',
      from: '2026-03-02',
      to: '2026-03-06',
      days: 4,
      notes: 'Family trip',
      status: 'pending',
      feedback: null,
      createdAt: expect.any(String),
    });
    expect(await daysLeft(user)).toEqual({ Vacation: 56, Sick: 45 });
  });

  it('lowers only the Sick balance for a Sick request', async () => {
    const user = await signInAs(testApp);

    const stored = await requested(user, { type: 'Sick', from: '2026-05-10', to: '2026-05-13', days: 100 });

    expect(stored).toMatchObject({ type: 'Sick', days: 3, notes: '', status: 'pending' });
    expect(await daysLeft(user)).toEqual({ Vacation: 60, Sick: 42 });
  });

  it('takes Vacation when no type is given', async () => {
    const user = await signInAs(testApp);

    expect(await requested(user, { from: '2026-06-01', to: '2026-06-02' })).toMatchObject({
      type: 'Vacation',
      days: 1,
    });
    expect(await daysLeft(user)).toEqual({ Vacation: 59, Sick: 45 });
  });

  it('answers 409 with the balance and the count to a request over the balance, storing nothing', async () => {
    const user = await signInAs(testApp);

    const response = await ask(user, { type: 'Sick', from: '2026-01-01', to: '2026-02-16' });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'OVER_BALANCE', message: LEAVE_MESSAGES.overBalance('Sick', 45, 46) },
    });
    expect(await storedRequestsOf(user)).toHaveLength(0);
    expect(await daysLeft(user)).toEqual({ Vacation: 60, Sick: 45 });
  });

  it('counts a pending request against the balance', async () => {
    const user = await signInAs(testApp);
    await requested(user, { from: '2026-01-01', to: '2026-02-20' });

    const response = await ask(user, { from: '2026-03-01', to: '2026-03-12' });

    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(LEAVE_MESSAGES.overBalance('Vacation', 10, 11));
    expect(await requested(user, { from: '2026-03-01', to: '2026-03-11' })).toMatchObject({ days: 10 });
    expect(await daysLeft(user)).toEqual({ Vacation: 0, Sick: 45 });
  });

  it.each([
    ['starts inside it', '2026-03-05', '2026-03-09'],
    ['ends inside it', '2026-02-27', '2026-03-03'],
    ['covers it', '2026-03-01', '2026-03-10'],
    ['lies inside it', '2026-03-03', '2026-03-04'],
  ])('answers 409 to a request that %s, of either type, storing nothing', async (_case, from, to) => {
    const user = await signInAs(testApp);
    await requested(user, { type: 'Vacation', from: '2026-03-02', to: '2026-03-06' });

    for (const type of ['Vacation', 'Sick']) {
      const response = await ask(user, { type, from, to });

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: { code: 'LEAVE_OVERLAPS', message: LEAVE_MESSAGES.overlaps } });
    }
    expect(await storedRequestsOf(user)).toHaveLength(1);
    expect(await daysLeft(user)).toEqual({ Vacation: 56, Sick: 45 });
  });

  it('accepts leave starting on the day the previous leave ends, the day the person is back', async () => {
    const user = await signInAs(testApp);
    await requested(user, { from: '2026-03-02', to: '2026-03-06' });

    expect(await requested(user, { from: '2026-03-06', to: '2026-03-09' })).toMatchObject({ days: 3 });
    expect(await requested(user, { from: '2026-02-27', to: '2026-03-02' })).toMatchObject({ days: 3 });
  });

  it('accepts days that only a cancelled request covered', async () => {
    const user = await signInAs(testApp);
    const first = await requested(user, { from: '2026-04-01', to: '2026-04-05' });
    expect((await cancel(user, first.id)).statusCode).toBe(200);

    expect((await ask(user, { from: '2026-04-01', to: '2026-04-05' })).statusCode).toBe(201);
  });

  it('does not see other people’s leave as an overlap', async () => {
    const [someone, other] = await Promise.all([signInAs(testApp), signInAs(testApp)]);
    await requested(someone, { from: '2026-03-02', to: '2026-03-06' });

    expect((await ask(other, { from: '2026-03-02', to: '2026-03-06' })).statusCode).toBe(201);
  });

  it.each([
    ['To on the same day as From', { from: '2026-03-02', to: '2026-03-02' }, 'to', LEAVE_MESSAGES.toNotAfterFrom],
    ['To before From', { from: '2026-03-06', to: '2026-03-02' }, 'to', LEAVE_MESSAGES.toNotAfterFrom],
    ['a From that does not exist', { from: '2026-02-30', to: '2026-03-02' }, 'from', LEAVE_MESSAGES.fromRequired],
    ['a To that does not exist', { from: '2026-03-02', to: '2026-13-01' }, 'to', LEAVE_MESSAGES.toRequired],
    ['a date and time', { from: '2026-03-02T00:00:00Z', to: '2026-03-06' }, 'from', LEAVE_MESSAGES.fromRequired],
    ['no From', { to: '2026-03-06' }, 'from', LEAVE_MESSAGES.fromRequired],
    ['no To', { from: '2026-03-02' }, 'to', LEAVE_MESSAGES.toRequired],
    ['an unknown type', { type: 'Holiday', from: '2026-03-02', to: '2026-03-06' }, 'type', LEAVE_MESSAGES.typeInvalid],
    ['a type that is not text', { type: 1, from: '2026-03-02', to: '2026-03-06' }, 'type', LEAVE_MESSAGES.typeInvalid],
    [
      '100 KB of notes',
      { from: '2026-03-02', to: '2026-03-06', notes: 'x'.repeat(100 * 1024) },
      'notes',
      'The notes can have at most 1000 characters',
    ],
  ])('answers 400 naming the field for %s, storing nothing', async (_case, payload, field, message) => {
    const user = await signInAs(testApp);

    const response = await ask(user, payload);

    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ [field]: message });
    expect(await storedRequestsOf(user)).toHaveLength(0);
    expect(await daysLeft(user)).toEqual({ Vacation: 60, Sick: 45 });
  });
});

describe('GET /api/leave/requests', () => {
  it('lists only my records, newest first, a page at a time', async () => {
    const [user, other] = await Promise.all([signInAs(testApp), signInAs(testApp)]);
    const first = await requested(user, { from: '2026-03-02', to: '2026-03-06' });
    const second = await requested(user, { type: 'Sick', from: '2026-04-01', to: '2026-04-02', notes: 'Flu' });
    await requested(other, { from: '2026-03-02', to: '2026-03-06' });

    const page = await user.getJson<Page<LeaveRequest>>(REQUESTS, { limit: '1' });
    expect(page.items).toEqual([second]);
    expect(page.nextCursor).toEqual(expect.any(String));

    const next = await user.getJson<Page<LeaveRequest>>(REQUESTS, { limit: '1', cursor: page.nextCursor! });
    expect(next).toEqual({ items: [first], nextCursor: null });
  });

  it('lists only the records of the status asked for', async () => {
    const user = await signInAs(testApp);
    const pending = await requested(user, { from: '2026-03-02', to: '2026-03-06' });
    const cancelled = await requested(user, { from: '2026-04-01', to: '2026-04-02' });
    expect((await cancel(user, cancelled.id)).statusCode).toBe(200);

    expect(await user.getJson(REQUESTS, { status: 'pending' })).toEqual({ items: [pending], nextCursor: null });
    expect(await user.getJson(REQUESTS, { status: 'cancelled' })).toEqual({
      items: [{ ...cancelled, status: 'cancelled' }],
      nextCursor: null,
    });
  });

  it('answers 400 to an unknown status', async () => {
    const user = await signInAs(testApp);

    const response = await user.inject({ method: 'GET', url: REQUESTS, query: { status: 'lost' } });

    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(['status']);
  });

  it('answers an empty page to a new account', async () => {
    const user = await signInAs(testApp);

    expect(await user.getJson(REQUESTS)).toEqual({ items: [], nextCursor: null });
  });
});

describe('POST /api/leave/requests/:id/cancel', () => {
  it('cancels a pending request and returns its days to that balance only', async () => {
    const user = await signInAs(testApp);
    await requested(user, { type: 'Sick', from: '2026-03-02', to: '2026-03-04' });
    const vacation = await requested(user, { from: '2026-03-10', to: '2026-03-20' });
    expect(await daysLeft(user)).toEqual({ Vacation: 50, Sick: 43 });

    const response = await cancel(user, vacation.id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...vacation, status: 'cancelled' });
    expect(await daysLeft(user)).toEqual({ Vacation: 60, Sick: 43 });
  });

  it('answers 409 to cancelling a cancelled request, returning nothing more', async () => {
    const user = await signInAs(testApp);
    const request = await requested(user, { from: '2026-03-02', to: '2026-03-06' });
    expect((await cancel(user, request.id)).statusCode).toBe(200);

    const response = await cancel(user, request.id);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'NOT_PENDING', message: LEAVE_MESSAGES.notPending } });
    expect(await daysLeft(user)).toEqual({ Vacation: 60, Sick: 45 });
  });

  it.each(['approved', 'rejected'] as const)('answers 409 to cancelling an %s request', async (status) => {
    const user = await signInAs(testApp);
    const request = await requested(user, { from: '2026-03-02', to: '2026-03-06' });
    await testApp.db.update(leaveRequests).set({ status }).where(eq(leaveRequests.id, request.id));

    const response = await cancel(user, request.id);

    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(LEAVE_MESSAGES.notPending);
    expect(await daysLeft(user)).toEqual({ Vacation: 56, Sick: 45 });
  });

  it('answers 404 to cancelling another person’s request, leaving it pending', async () => {
    const [owner, other] = await Promise.all([signInAs(testApp), signInAs(testApp)]);
    const request = await requested(owner, { from: '2026-03-02', to: '2026-03-06' });

    const response = await cancel(other, request.id);

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: LEAVE_MESSAGES.notFound } });
    expect(await storedRequestsOf(owner)).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(await daysLeft(owner)).toEqual({ Vacation: 56, Sick: 45 });
    expect(await daysLeft(other)).toEqual({ Vacation: 60, Sick: 45 });
  });

  it.each([UNKNOWN_ID, 'not-a-uuid'])('answers 404 to the unknown id %s', async (id) => {
    const user = await signInAs(testApp);

    expect((await cancel(user, id)).statusCode).toBe(404);
  });
});

describe('visitors', () => {
  it.each([
    ['GET', BALANCES],
    ['GET', REQUESTS],
    ['POST', REQUESTS],
    ['POST', cancelUrl(UNKNOWN_ID)],
    ['PUT', feedbackUrl(UNKNOWN_ID)],
    ['POST', decisionUrl(UNKNOWN_ID)],
  ] as const)('get 401 from %s %s', async (method, url) => {
    const response = await visitor.inject({
      method,
      url,
      ...(method !== 'GET' && {
        payload: { from: '2026-03-02', to: '2026-03-06', feedback: 'Hi', decision: 'approved' },
      }),
    });

    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });
});

describe('simultaneous writes of one person', () => {
  it('let exactly six of ten 10-day Vacation requests through a 60-day balance, and never below zero', async () => {
    const user = await signInAs(testApp);
    const payloads = Array.from({ length: 10 }, (_, i) => ({
      from: plusDays('2026-01-05', i * 10),
      to: plusDays('2026-01-05', i * 10 + 10),
    }));

    const responses = await Promise.all(payloads.map((payload) => ask(user, payload)));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(6);
    expect(statuses.filter((status) => status === 409)).toHaveLength(4);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json().error.code).toBe('OVER_BALANCE');
    }
    expect(await daysLeft(user)).toEqual({ Vacation: 0, Sick: 45 });
    expect(await pendingDaysOf(user)).toBe(60);
  });

  it('store exactly one of several requests sharing a day', async () => {
    const user = await signInAs(testApp);
    const payloads = Array.from({ length: 6 }, (_, i) => ({
      type: i % 2 === 0 ? 'Vacation' : 'Sick',
      from: plusDays('2026-07-01', i),
      to: plusDays('2026-07-01', i + 10),
    }));

    const responses = await Promise.all(payloads.map((payload) => ask(user, payload)));

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(5);
    expect(await storedRequestsOf(user)).toHaveLength(1);
    const balances = await daysLeft(user);
    expect(balances.Vacation! + balances.Sick!).toBe(60 + 45 - 10);
  });

  it('return the days of a request cancelled twice at once only once', async () => {
    const user = await signInAs(testApp);
    const request = await requested(user, { from: '2026-03-02', to: '2026-03-12' });

    const responses = await Promise.all(Array.from({ length: 4 }, () => cancel(user, request.id)));

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    expect(await daysLeft(user)).toEqual({ Vacation: 60, Sick: 45 });
  });

  it('keep a request and a cancellation racing each other consistent', async () => {
    const user = await signInAs(testApp);
    const existing = await requested(user, { from: '2026-01-01', to: '2026-02-20' });

    const [cancelled, asked] = await Promise.all([
      cancel(user, existing.id),
      ask(user, { from: '2026-03-01', to: '2026-03-21' }),
    ]);

    expect(cancelled.statusCode).toBe(200);
    const expected = asked.statusCode === 201 ? 40 : 60;
    expect([201, 409]).toContain(asked.statusCode);
    expect(await daysLeft(user)).toEqual({ Vacation: expected, Sick: 45 });
    expect(await pendingDaysOf(user)).toBe(60 - expected);
  });
});

describe('PUT /api/leave/requests/:id/feedback', () => {
  it.each([
    ['a manager', { isManager: true }],
    ['an administrator', { isAdmin: true }],
  ] satisfies Array<[string, Roles]>)(
    "lets %s write feedback on someone's record, which the owner reads and is told about",
    async (_who, roles) => {
      const owner = await signInAs(testApp);
      const record = await requested(owner, { type: 'Sick', from: '2026-03-02', to: '2026-03-04' });
      const author = await signInAs(testApp, roles);

      const response = await giveFeedback(author, record.id, { feedback: '  Get well soon.  ' });

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ...record, feedback: 'Get well soon.' });
      expect((await owner.getJson<Page<LeaveRequest>>(REQUESTS)).items).toEqual([
        { ...record, feedback: 'Get well soon.' },
      ]);
      expect(await notificationsOf(owner)).toEqual([
        {
          id: expect.any(String),
          kind: 'leave-feedback',
          text: `${author.me.fullName} added feedback to your Sick leave from 2026-03-02 to 2026-03-04`,
          link: '/dashboard/vacation-select',
          readAt: null,
          createdAt: expect.any(String),
        },
      ]);
      expect(await daysLeft(owner)).toEqual({ Vacation: 60, Sick: 43 });
    },
  );

  it('accepts feedback on a record that is no longer pending', async () => {
    const owner = await signInAs(testApp);
    const record = await requested(owner, { from: '2026-03-02', to: '2026-03-06' });
    expect((await cancel(owner, record.id)).statusCode).toBe(200);
    const manager = await signInAs(testApp, { isManager: true });

    const response = await giveFeedback(manager, record.id, { feedback: 'Thanks for letting us know' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'cancelled', feedback: 'Thanks for letting us know' });
  });

  it('lets a manager write feedback on their own record without notifying themselves', async () => {
    const manager = await signInAs(testApp, { isManager: true });
    const record = await requested(manager, { from: '2026-03-02', to: '2026-03-06' });

    expect((await giveFeedback(manager, record.id, { feedback: 'Booked the flights' })).statusCode).toBe(200);
    expect(await notificationsOf(manager)).toEqual([]);
  });

  it.each([
    ['no feedback', {}, FEEDBACK_MESSAGES.required],
    ['a blank feedback', { feedback: '   ' }, FEEDBACK_MESSAGES.required],
    [
      'a feedback over the limit',
      { feedback: 'x'.repeat(FEEDBACK_MAX + 1) },
      `The feedback can have at most ${FEEDBACK_MAX} characters`,
    ],
  ])('answers 400 naming the field for %s, changing nothing and telling nobody', async (_case, payload, message) => {
    const owner = await signInAs(testApp);
    const record = await requested(owner, { from: '2026-03-02', to: '2026-03-06' });
    const manager = await signInAs(testApp, { isManager: true });

    const response = await giveFeedback(manager, record.id, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { feedback: message } });
    expect(await storedRequestsOf(owner)).toEqual([expect.objectContaining({ feedback: null })]);
    expect(await notificationsOf(owner)).toEqual([]);
  });

  it.each([UNKNOWN_ID, 'not-a-uuid'])('answers 404 to the unknown id %s', async (id) => {
    const manager = await signInAs(testApp, { isManager: true });

    const response = await giveFeedback(manager, id, { feedback: 'Enjoy' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
  });

  it('answers 403 to an employee owner and 404 to a colleague who is not their manager, keeping the record as it was', async () => {
    const owner = await signInAs(testApp);
    const record = await requested(owner, { from: '2026-03-02', to: '2026-03-06' });
    const colleague = await signInAs(testApp);

    const own = await giveFeedback(owner, record.id, { feedback: 'Approved by me' });
    const other = await giveFeedback(colleague, record.id, { feedback: 'Approved by me' });

    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('FORBIDDEN');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(notFoundBody);
    expect(await storedRequestsOf(owner)).toEqual([expect.objectContaining({ feedback: null })]);
  });
});

describe('POST /api/leave/requests/:id/decision', () => {
  it.each([
    ['a manager', { isManager: true }],
    ['an administrator', { isAdmin: true }],
  ] satisfies Array<[string, Roles]>)(
    "lets %s approve someone's pending request: its days stay taken and the owner is told",
    async (_who, roles) => {
      const owner = await signInAs(testApp);
      const record = await requested(owner, { from: '2026-03-02', to: '2026-03-06' });
      const author = await signInAs(testApp, roles);

      const response = await decide(author, record.id, 'approved');

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ...record, status: 'approved' });
      expect(await daysLeft(owner)).toEqual({ Vacation: 56, Sick: 45 });
      expect(await notificationsOf(owner)).toEqual([
        {
          id: expect.any(String),
          kind: 'leave-approved',
          text: `${author.me.fullName} approved your Vacation leave from 2026-03-02 to 2026-03-06`,
          link: '/dashboard/vacation-select',
          readAt: null,
          createdAt: expect.any(String),
        },
      ]);
    },
  );

  it.each([
    ['a manager', { isManager: true }],
    ['an administrator', { isAdmin: true }],
  ] satisfies Array<[string, Roles]>)(
    "lets %s reject someone's pending request: its days go back to that balance and the owner is told",
    async (_who, roles) => {
      const owner = await signInAs(testApp);
      await requested(owner, { from: '2026-01-05', to: '2026-01-07' });
      const record = await requested(owner, { type: 'Sick', from: '2026-03-02', to: '2026-03-06' });
      expect(await daysLeft(owner)).toEqual({ Vacation: 58, Sick: 41 });
      const author = await signInAs(testApp, roles);

      const response = await decide(author, record.id, 'rejected');

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ ...record, status: 'rejected' });
      expect(await daysLeft(owner)).toEqual({ Vacation: 58, Sick: 45 });
      const [notification] = await notificationsOf(owner);
      expect(notification).toMatchObject({
        kind: 'leave-rejected',
        text: `${author.me.fullName} rejected your Sick leave from 2026-03-02 to 2026-03-06; its 4 days are back in your balance`,
        link: '/dashboard/vacation-select',
      });
    },
  );

  it('frees the days of a rejected request for a new one', async () => {
    const owner = await signInAs(testApp);
    const record = await requested(owner, { from: '2026-03-01', to: '2026-04-30' });
    const manager = await signInAs(testApp, { isManager: true });
    expect((await decide(manager, record.id, 'rejected')).statusCode).toBe(200);

    expect(await requested(owner, { from: '2026-03-01', to: '2026-04-30' })).toMatchObject({ days: 60 });
  });

  it.each([
    ['approved', 'approved', { Vacation: 56, Sick: 45 }],
    ['approved', 'rejected', { Vacation: 56, Sick: 45 }],
    ['rejected', 'approved', { Vacation: 60, Sick: 45 }],
    ['rejected', 'rejected', { Vacation: 60, Sick: 45 }],
    ['cancelled', 'approved', { Vacation: 60, Sick: 45 }],
    ['cancelled', 'rejected', { Vacation: 60, Sick: 45 }],
  ] as const)(
    'answers 409 to a request already %s when it is %s again, changing nothing',
    async (first, decision, balances) => {
      const owner = await signInAs(testApp);
      const record = await requested(owner, { from: '2026-03-02', to: '2026-03-06' });
      const manager = await signInAs(testApp, { isManager: true });
      const settled = first === 'cancelled' ? await cancel(owner, record.id) : await decide(manager, record.id, first);
      expect(settled.statusCode).toBe(200);
      const toldBefore = (await notificationsOf(owner)).length;

      const response = await decide(manager, record.id, decision);

      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: { code: 'NOT_PENDING', message: LEAVE_MESSAGES.alreadyDecided } });
      expect(await storedRequestsOf(owner)).toEqual([expect.objectContaining({ status: first })]);
      expect(await daysLeft(owner)).toEqual(balances);
      expect(await notificationsOf(owner)).toHaveLength(toldBefore);
    },
  );

  it.each([
    ['a manager', { isManager: true }],
    ['an administrator', { isAdmin: true }],
  ] satisfies Array<[string, Roles]>)('answers 403 to %s deciding their own request', async (_who, roles) => {
    const author = await signInAs(testApp, roles);
    const record = await requested(author, { from: '2026-03-02', to: '2026-03-06' });

    for (const decision of ['approved', 'rejected']) {
      const response = await decide(author, record.id, decision);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: { code: 'FORBIDDEN', message: LEAVE_MESSAGES.ownDecision } });
    }
    expect(await storedRequestsOf(author)).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(await daysLeft(author)).toEqual({ Vacation: 56, Sick: 45 });
  });

  it.each([
    ['no decision', undefined],
    ['an unknown decision', 'maybe'],
    ['a status that is not a decision', 'cancelled'],
    ['a decision that is not text', true],
  ])('answers 400 naming the field for %s, changing nothing', async (_case, decision) => {
    const owner = await signInAs(testApp);
    const record = await requested(owner, { from: '2026-03-02', to: '2026-03-06' });
    const manager = await signInAs(testApp, { isManager: true });

    const response = await decide(manager, record.id, decision);

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { decision: LEAVE_MESSAGES.decisionInvalid },
    });
    expect(await storedRequestsOf(owner)).toEqual([expect.objectContaining({ status: 'pending' })]);
  });

  it.each([UNKNOWN_ID, 'not-a-uuid'])('answers 404 to the unknown id %s, storing no notification', async (id) => {
    const manager = await signInAs(testApp, { isManager: true });
    const before = await testApp.db.$count(notifications);

    const response = await decide(manager, id, 'approved');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
    expect(await testApp.db.$count(notifications)).toBe(before);
  });

  it('answers 403 to an employee owner and 404 to a colleague who is not their manager, keeping the request pending', async () => {
    const owner = await signInAs(testApp);
    const record = await requested(owner, { from: '2026-03-02', to: '2026-03-06' });
    const colleague = await signInAs(testApp);

    const own = await decide(owner, record.id, 'approved');
    const other = await decide(colleague, record.id, 'approved');

    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ error: { code: 'FORBIDDEN', message: LEAVE_MESSAGES.ownDecision } });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(notFoundBody);
    expect(await storedRequestsOf(owner)).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(await notificationsOf(owner)).toEqual([]);
  });
});

describe('a decision and the owner’s cancellation sent at once', () => {
  it.each(['approved', 'rejected'] as const)(
    'let exactly one through when the request is %s, and give its days back at most once',
    async (decision) => {
      const owner = await signInAs(testApp);
      const manager = await signInAs(testApp, { isManager: true });

      for (let round = 0; round < 3; round++) {
        const record = await requested(owner, {
          from: plusDays('2026-01-05', round * 10),
          to: plusDays('2026-01-05', round * 10 + 10),
        });

        const [decided, cancelled] = await Promise.all([
          decide(manager, record.id, decision),
          cancel(owner, record.id),
        ]);

        expect([decided.statusCode, cancelled.statusCode].sort()).toEqual([200, 409]);
        const [stored] = await testApp.db.select().from(leaveRequests).where(eq(leaveRequests.id, record.id));
        expect(stored?.status).toBe(decided.statusCode === 200 ? decision : 'cancelled');
      }

      const approved = await owner.getJson<Page<LeaveRequest>>(REQUESTS, { status: 'approved' });
      const daysHeld = approved.items.reduce((total, record) => total + record.days, 0);
      expect(await daysLeft(owner)).toEqual({ Vacation: 60 - daysHeld, Sick: 45 });
      expect(await pendingDaysOf(owner)).toBe(0);
    },
  );
});
