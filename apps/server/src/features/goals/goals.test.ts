import { FEEDBACK_MAX, FEEDBACK_MESSAGES } from '@topgear/shared/feedback';
import {
  CHECK_IN_COMMENT_MAX,
  GOAL_MESSAGES,
  type CheckInInput,
  type Goal,
  type GoalDetail,
  type GoalInput,
} from '@topgear/shared/goals';
import type { Notification, UnreadCount } from '@topgear/shared/notifications';
import type { Page } from '@topgear/shared/pagination';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signInAs, visitorOf, type SignedInUser } from '../../../test/clients';
import { goalCheckIns, goals, notifications, tasks } from '../../db/schema';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const notFoundBody = { error: { code: 'NOT_FOUND', message: GOAL_MESSAGES.notFound } };

const goalInput = (overrides: Partial<GoalInput> = {}): GoalInput => ({
  name: 'Ship the onboarding revamp',
  target: 5,
  unit: 'Development Sprints',
  from: '2025-01-06',
  to: '2025-03-28',
  description: 'Five sprints to a new first week.',
  category: 'Productivity goals',
  ...overrides,
});

async function createGoal(user: SignedInUser, overrides: Partial<GoalInput> = {}) {
  const response = await user.inject({ method: 'POST', url: '/api/goals', payload: goalInput(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Goal>();
}

const checkIn = (user: SignedInUser, goalId: string, payload: Partial<CheckInInput>) =>
  user.inject({ method: 'POST', url: `/api/goals/${goalId}/check-ins`, payload });

async function checkInOk(user: SignedInUser, goalId: string, payload: CheckInInput) {
  const response = await checkIn(user, goalId, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<GoalDetail>();
}

const myGoals = (user: SignedInUser, query: Record<string, string> = {}) =>
  user.getJson<Page<Goal>>('/api/goals', query);

describe('POST /api/goals', () => {
  it('creates the goal for the signed-in user, without feedback or progress yet', async () => {
    const user = await signInAs(testApp);

    const goal = await createGoal(user);

    expect(goal).toEqual({
      id: expect.any(String),
      ...goalInput(),
      feedback: null,
      progress: 0,
      status: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const [row] = await testApp.db.select().from(goals).where(eq(goals.id, goal.id));
    expect(row?.userId).toBe(user.me.id);
  });

  it('needs only a name and a target: the rest is stored empty', async () => {
    const user = await signInAs(testApp);
    const response = await user.inject({
      method: 'POST',
      url: '/api/goals',
      payload: { name: '  Learn Rust  ', target: 1 },
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Learn Rust',
      target: 1,
      unit: null,
      from: null,
      to: null,
      description: '',
      category: null,
    });
  });

  it('ignores a feedback the owner sends: only an administrator writes it', async () => {
    const user = await signInAs(testApp);
    const response = await user.inject({
      method: 'POST',
      url: '/api/goals',
      payload: { ...goalInput(), feedback: 'Great work, says I' },
    });

    expect(response.statusCode).toBe(201);
    expect(response.json().feedback).toBeNull();
  });

  it.each([
    ['a missing name', { name: undefined }, 'name', GOAL_MESSAGES.nameRequired],
    ['a blank name', { name: '   ' }, 'name', GOAL_MESSAGES.nameRequired],
    ['a target of 11', { target: 11 }, 'target', GOAL_MESSAGES.targetInvalid],
    ['a target of 0', { target: 0 }, 'target', GOAL_MESSAGES.targetInvalid],
    ['a target of 2.5', { target: 2.5 }, 'target', GOAL_MESSAGES.targetInvalid],
    ['a target sent as the text "5"', { target: '5' }, 'target', GOAL_MESSAGES.targetInvalid],
    ['a missing target', { target: undefined }, 'target', GOAL_MESSAGES.targetInvalid],
    ['an unknown unit', { unit: 'Story Points' }, 'unit', GOAL_MESSAGES.unitInvalid],
    ['an unknown category', { category: 'Fitness goals' }, 'category', GOAL_MESSAGES.categoryInvalid],
    ['a From that is not a date', { from: '2025-02-30' }, 'from', GOAL_MESSAGES.dateInvalid],
    ['To before From', { from: '2025-03-10', to: '2025-03-09' }, 'to', GOAL_MESSAGES.toBeforeFrom],
    ['a 100 KB description', { description: 'x'.repeat(100_000) }, 'description', expect.stringContaining('2000')],
  ])('answers 400 naming the field for %s, and stores nothing', async (_case, overrides, field, message) => {
    const user = await signInAs(testApp);
    const response = await user.inject({
      method: 'POST',
      url: '/api/goals',
      payload: { ...goalInput(), ...overrides },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
    expect((await myGoals(user)).items).toEqual([]);
  });

  it('accepts To on the same day as From', async () => {
    const user = await signInAs(testApp);
    const goal = await createGoal(user, { from: '2025-05-01', to: '2025-05-01' });
    expect(goal).toMatchObject({ from: '2025-05-01', to: '2025-05-01' });
  });
});

describe('GET /api/goals', () => {
  it('lists only my goals, newest first, a page at a time without gaps or repeats', async () => {
    const user = await signInAs(testApp);
    const someoneElse = await signInAs(testApp);
    await createGoal(someoneElse, { name: 'Not mine' });
    const created: Goal[] = [];
    for (const name of ['First', 'Second', 'Third', 'Fourth', 'Fifth']) created.push(await createGoal(user, { name }));

    const walked: Goal[] = [];
    const sizes: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<Goal> = await myGoals(user, { limit: '2', ...(cursor && { cursor }) });
      sizes.push(page.items.length);
      walked.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor !== null);

    expect(walked.map((goal) => goal.name)).toEqual(['Fifth', 'Fourth', 'Third', 'Second', 'First']);
    expect(walked).toEqual([...created].reverse());
    expect(sizes).toEqual([2, 2, 1]);
  });

  it("shows each goal's latest check-in: progress and status, 0 and none before the first", async () => {
    const user = await signInAs(testApp);
    const untouched = await createGoal(user, { name: 'Untouched' });
    const moving = await createGoal(user, { name: 'Moving', target: 4 });
    await checkInOk(user, moving.id, { progress: 1, status: 'on-track', comment: '' });
    await checkInOk(user, moving.id, { progress: 2.5, status: 'at-risk', comment: 'Two people out sick' });

    const { items } = await myGoals(user);

    expect(items.find((goal) => goal.id === moving.id)).toMatchObject({ progress: 2.5, status: 'at-risk' });
    expect(items.find((goal) => goal.id === untouched.id)).toMatchObject({ progress: 0, status: null });
  });

  it('answers 400 for a broken cursor', async () => {
    const user = await signInAs(testApp);
    const response = await user.inject({ method: 'GET', url: '/api/goals', query: { cursor: 'garbage' } });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ cursor: expect.any(String) });
  });
});

describe('GET /api/goals/:id', () => {
  it('answers the goal with its check-ins, oldest first', async () => {
    const user = await signInAs(testApp);
    const goal = await createGoal(user, { target: 3 });
    await checkInOk(user, goal.id, { progress: 0.5, status: 'off-track', comment: 'Slow start' });
    await checkInOk(user, goal.id, { progress: 2, status: 'on-track', comment: 'Caught up' });

    const detail = await user.getJson<GoalDetail>(`/api/goals/${goal.id}`);

    expect(detail).toMatchObject({ ...goal, progress: 2, status: 'on-track' });
    expect(detail.checkIns.map(({ progress, status, comment }) => ({ progress, status, comment }))).toEqual([
      { progress: 0.5, status: 'off-track', comment: 'Slow start' },
      { progress: 2, status: 'on-track', comment: 'Caught up' },
    ]);
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['an id that is not a uuid', 'not-a-goal'],
  ])('answers 404 for %s', async (_case, id) => {
    const user = await signInAs(testApp);
    const response = await user.inject({ method: 'GET', url: `/api/goals/${id}` });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
  });
});

describe('PUT /api/goals/:id', () => {
  it('replaces the fields of the form and keeps the feedback and progress', async () => {
    const user = await signInAs(testApp);
    const goal = await createGoal(user);
    await testApp.db.update(goals).set({ feedback: 'Keep the scope small' }).where(eq(goals.id, goal.id));
    await checkInOk(user, goal.id, { progress: 2, status: 'on-track', comment: '' });
    const changes = goalInput({
      name: 'Integrate the payroll API',
      target: 3,
      unit: 'Technology Integration',
      from: null,
      to: null,
      description: '',
      category: 'Other',
    });

    const response = await user.inject({
      method: 'PUT',
      url: `/api/goals/${goal.id}`,
      payload: { ...changes, feedback: 'Written by me' },
    });

    expect(response.statusCode, response.body).toBe(200);
    const expected = { ...goal, ...changes, feedback: 'Keep the scope small', progress: 2, status: 'on-track' };
    expect(response.json()).toEqual(expected);
    expect(await user.getJson(`/api/goals/${goal.id}`)).toMatchObject(expected);
  });

  it('refuses a target below the progress already checked in, and allows one equal to it', async () => {
    const user = await signInAs(testApp);
    const goal = await createGoal(user, { target: 5 });
    await checkInOk(user, goal.id, { progress: 3, status: 'on-track', comment: '' });

    const lower = await user.inject({ method: 'PUT', url: `/api/goals/${goal.id}`, payload: goalInput({ target: 2 }) });
    expect(lower.statusCode).toBe(400);
    expect(lower.json().error).toEqual({
      code: 'VALIDATION_FAILED',
      message: GOAL_MESSAGES.targetBelowProgress,
      fields: { target: GOAL_MESSAGES.targetBelowProgress },
    });
    expect((await user.getJson<Goal>(`/api/goals/${goal.id}`)).target).toBe(5);

    const equal = await user.inject({ method: 'PUT', url: `/api/goals/${goal.id}`, payload: goalInput({ target: 3 }) });
    expect(equal.statusCode).toBe(200);
    expect(equal.json()).toMatchObject({ target: 3, progress: 3 });
  });

  it('answers 400 for bad input, as creating does', async () => {
    const user = await signInAs(testApp);
    const goal = await createGoal(user);
    const response = await user.inject({
      method: 'PUT',
      url: `/api/goals/${goal.id}`,
      payload: goalInput({ from: '2025-06-02', to: '2025-06-01' }),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ to: GOAL_MESSAGES.toBeforeFrom });
  });
});

describe('DELETE /api/goals/:id', () => {
  it('deletes the goal with its check-ins and unlinks its tasks', async () => {
    const user = await signInAs(testApp);
    const goal = await createGoal(user);
    const kept = await createGoal(user, { name: 'Kept' });
    await checkInOk(user, goal.id, { progress: 1, status: 'on-track', comment: '' });
    const [task] = await testApp.db
      .insert(tasks)
      .values({
        userId: user.me.id,
        text: 'Write the sprint plan',
        dueDate: '2025-02-01',
        status: 'not-started',
        position: 0,
        goalId: goal.id,
      })
      .returning();

    const response = await user.inject({ method: 'DELETE', url: `/api/goals/${goal.id}` });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await user.inject({ method: 'GET', url: `/api/goals/${goal.id}` })).statusCode).toBe(404);
    expect((await myGoals(user)).items.map((item) => item.id)).toEqual([kept.id]);
    expect(await testApp.db.select().from(goalCheckIns).where(eq(goalCheckIns.goalId, goal.id))).toEqual([]);
    const [unlinked] = await testApp.db.select().from(tasks).where(eq(tasks.id, task!.id));
    expect(unlinked).toMatchObject({ text: 'Write the sprint plan', goalId: null });
  });

  it('answers 404 the second time', async () => {
    const user = await signInAs(testApp);
    const goal = await createGoal(user);
    await user.inject({ method: 'DELETE', url: `/api/goals/${goal.id}` });

    const again = await user.inject({ method: 'DELETE', url: `/api/goals/${goal.id}` });

    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(notFoundBody);
  });
});

describe('POST /api/goals/:id/check-ins', () => {
  it('records the check-in and answers the goal with all its check-ins', async () => {
    const user = await signInAs(testApp);
    const goal = await createGoal(user, { target: 5 });

    const detail = await checkInOk(user, goal.id, { progress: 5, status: 'on-track', comment: '  Done!  ' });

    expect(detail).toMatchObject({ id: goal.id, progress: 5, status: 'on-track' });
    expect(detail.checkIns).toEqual([
      {
        id: expect.any(String),
        progress: 5,
        status: 'on-track',
        comment: 'Done!',
        createdAt: expect.stringMatching(/Z$/),
      },
    ]);
  });

  it('accepts progress going back down: the latest check-in is what counts', async () => {
    const user = await signInAs(testApp);
    const goal = await createGoal(user, { target: 5 });
    await checkInOk(user, goal.id, { progress: 4, status: 'on-track', comment: '' });

    const detail = await checkInOk(user, goal.id, { progress: 1.5, status: 'off-track', comment: 'Scope grew' });

    expect(detail).toMatchObject({ progress: 1.5, status: 'off-track' });
    expect(detail.checkIns).toHaveLength(2);
  });

  it.each([
    ['progress above the target', { progress: 5.5 }, 'progress', GOAL_MESSAGES.progressOverTarget],
    ['progress above any target', { progress: 11 }, 'progress', GOAL_MESSAGES.progressOverTarget],
    ['negative progress', { progress: -1 }, 'progress', GOAL_MESSAGES.progressInvalid],
    ['progress off the half steps', { progress: 1.3 }, 'progress', GOAL_MESSAGES.progressInvalid],
    ['progress sent as text', { progress: '2' }, 'progress', GOAL_MESSAGES.progressInvalid],
    ['an unknown status', { status: 'green' }, 'status', GOAL_MESSAGES.checkInStatusInvalid],
    ['a missing status', { status: undefined }, 'status', GOAL_MESSAGES.checkInStatusInvalid],
    [
      'a 100 KB comment',
      { comment: 'x'.repeat(100_000) },
      'comment',
      expect.stringContaining(String(CHECK_IN_COMMENT_MAX)),
    ],
  ])('answers 400 naming the field for %s, and records nothing', async (_case, overrides, field, message) => {
    const user = await signInAs(testApp);
    const goal = await createGoal(user, { target: 5 });

    const response = await checkIn(user, goal.id, {
      progress: 1,
      status: 'on-track',
      comment: '',
      ...(overrides as Partial<CheckInInput>),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
    expect((await user.getJson<GoalDetail>(`/api/goals/${goal.id}`)).checkIns).toEqual([]);
  });

  it('answers 404 for an unknown goal', async () => {
    const user = await signInAs(testApp);
    const response = await checkIn(user, UNKNOWN_ID, { progress: 1, status: 'on-track', comment: '' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
  });
});

describe('who may use the goals', () => {
  interface EndpointRequest {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: object;
  }
  const goalEndpoints = (id: string): EndpointRequest[] => [
    { method: 'GET', url: `/api/goals/${id}` },
    { method: 'PUT', url: `/api/goals/${id}`, payload: goalInput({ name: 'Taken over' }) },
    { method: 'DELETE', url: `/api/goals/${id}` },
    { method: 'POST', url: `/api/goals/${id}/check-ins`, payload: { progress: 1, status: 'on-track', comment: '' } },
  ];
  const everyEndpoint = (id: string): EndpointRequest[] => [
    { method: 'GET', url: '/api/goals' },
    { method: 'POST', url: '/api/goals', payload: goalInput() },
    ...goalEndpoints(id),
  ];

  it('answers 401 to a visitor on every endpoint', async () => {
    const owner = await signInAs(testApp);
    const goal = await createGoal(owner);

    for (const request of everyEndpoint(goal.id)) {
      const response = await visitor.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    }
    expect(await owner.getJson(`/api/goals/${goal.id}`)).toMatchObject({ ...goal, checkIns: [] });
  });

  it("answers 404 to another user on every endpoint of someone's goal, and changes nothing", async () => {
    const owner = await signInAs(testApp);
    const goal = await createGoal(owner);
    const intruder = await signInAs(testApp);

    for (const request of goalEndpoints(goal.id)) {
      const response = await intruder.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(404);
      expect(response.json()).toEqual(notFoundBody);
    }
    expect(await owner.getJson(`/api/goals/${goal.id}`)).toEqual({ ...goal, checkIns: [] });
    expect((await myGoals(intruder)).items).toEqual([]);
  });
});

describe('PUT /api/goals/:id/feedback', () => {
  const giveFeedback = (author: SignedInUser, goalId: string, payload: object) =>
    author.inject({ method: 'PUT', url: `/api/goals/${goalId}/feedback`, payload });

  const notificationsOf = (user: SignedInUser) => user.getJson<Page<Notification>>('/api/notifications');
  const unreadOf = async (user: SignedInUser) =>
    (await user.getJson<UnreadCount>('/api/notifications/unread-count')).unread;

  it.each([
    ['a manager', { isManager: true }],
    ['an administrator', { isAdmin: true }],
  ])("lets %s write feedback on someone's goal, which the owner reads and is told about", async (_who, roles) => {
    const owner = await signInAs(testApp);
    const goal = await createGoal(owner, { name: 'Ship the onboarding revamp' });
    const author = await signInAs(testApp, roles);

    const response = await giveFeedback(author, goal.id, { feedback: '  Great scope.\nKeep the demos weekly.  ' });

    expect(response.statusCode, response.body).toBe(200);
    const withFeedback = { ...goal, feedback: 'Great scope.\nKeep the demos weekly.' };
    expect(response.json()).toEqual(withFeedback);
    expect(await owner.getJson(`/api/goals/${goal.id}`)).toEqual({ ...withFeedback, checkIns: [] });
    expect((await myGoals(owner)).items).toEqual([withFeedback]);
    expect((await notificationsOf(owner)).items).toEqual([
      {
        id: expect.any(String),
        kind: 'goal-feedback',
        text: `${author.me.fullName} added feedback to your goal "Ship the onboarding revamp"`,
        link: `/dashboard/goals/${goal.id}`,
        readAt: null,
        createdAt: expect.any(String),
      },
    ]);
    expect(await unreadOf(owner)).toBe(1);
    expect((await notificationsOf(author)).items).toEqual([]);
  });

  it('replaces the feedback before it, keeps the progress, and tells the owner each time', async () => {
    const owner = await signInAs(testApp);
    const goal = await createGoal(owner, { target: 4 });
    await checkInOk(owner, goal.id, { progress: 2, status: 'at-risk', comment: '' });
    const manager = await signInAs(testApp, { isManager: true });
    expect((await giveFeedback(manager, goal.id, { feedback: 'First thoughts' })).statusCode).toBe(200);

    const response = await giveFeedback(manager, goal.id, { feedback: 'Second thoughts' });

    expect(response.json()).toMatchObject({ feedback: 'Second thoughts', progress: 2, status: 'at-risk' });
    expect(await unreadOf(owner)).toBe(2);
  });

  it('lets a manager write feedback on their own goal without notifying themselves', async () => {
    const manager = await signInAs(testApp, { isManager: true });
    const goal = await createGoal(manager);

    const response = await giveFeedback(manager, goal.id, { feedback: 'Note to self' });

    expect(response.statusCode).toBe(200);
    expect(response.json().feedback).toBe('Note to self');
    expect(await unreadOf(manager)).toBe(0);
  });

  it.each([
    ['no feedback', {}, FEEDBACK_MESSAGES.required],
    ['a blank feedback', { feedback: '  \n ' }, FEEDBACK_MESSAGES.required],
    ['a feedback that is not text', { feedback: 42 }, FEEDBACK_MESSAGES.required],
    [
      'a feedback over the limit',
      { feedback: 'x'.repeat(FEEDBACK_MAX + 1) },
      `The feedback can have at most ${FEEDBACK_MAX} characters`,
    ],
    [
      'a feedback with control characters',
      { feedback: 'Good\u0000work' },
      'The feedback may not contain control characters',
    ],
  ])('answers 400 naming the field for %s, changing nothing and telling nobody', async (_case, payload, message) => {
    const owner = await signInAs(testApp);
    const goal = await createGoal(owner);
    const manager = await signInAs(testApp, { isManager: true });

    const response = await giveFeedback(manager, goal.id, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { feedback: message } });
    expect((await owner.getJson<Goal>(`/api/goals/${goal.id}`)).feedback).toBeNull();
    expect(await unreadOf(owner)).toBe(0);
  });

  it.each([
    ['an unknown id', UNKNOWN_ID],
    ['an id that is not a uuid', 'not-a-goal'],
  ])('answers 404 for %s, storing no notification', async (_case, id) => {
    const manager = await signInAs(testApp, { isManager: true });
    const before = await testApp.db.$count(notifications);

    const response = await giveFeedback(manager, id, { feedback: 'Well done' });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFoundBody);
    expect(await testApp.db.$count(notifications)).toBe(before);
  });

  it('answers 401 to a visitor and 403 to an employee, even the owner, and keeps the goal as it was', async () => {
    const owner = await signInAs(testApp);
    const goal = await createGoal(owner);
    const colleague = await signInAs(testApp);

    const asVisitor = await visitor.inject({
      method: 'PUT',
      url: `/api/goals/${goal.id}/feedback`,
      payload: { feedback: 'Anonymous praise' },
    });
    expect(asVisitor.statusCode).toBe(401);
    expect(asVisitor.json().error.code).toBe('UNAUTHORIZED');
    for (const employee of [owner, colleague]) {
      const response = await giveFeedback(employee, goal.id, { feedback: 'Great work, says I' });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('FORBIDDEN');
    }
    expect((await owner.getJson<Goal>(`/api/goals/${goal.id}`)).feedback).toBeNull();
    expect(await unreadOf(owner)).toBe(0);
  });
});
