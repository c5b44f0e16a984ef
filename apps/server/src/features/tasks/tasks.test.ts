import { TASK_MESSAGES, TASK_STATUSES, type NewTask, type Task, type TaskStatus } from '@topgear/shared/tasks';
import { asc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signInAs, visitorOf, type SignedInUser } from '../../../test/clients';
import { goals, tasks } from '../../db/schema';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

const TASKS = '/api/tasks';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const notFoundBody = { error: { code: 'NOT_FOUND', message: TASK_MESSAGES.notFound } };

/**
 * One user, registered on first use, for tests that leave its board as they found it or only look
 * at their own cards: registering is most of a test's time.
 */
function sharedUser() {
  let user: Promise<SignedInUser> | undefined;
  return () => (user ??= signInAs(testApp));
}
/** Someone else, whose goals and tasks the user under test must not reach. */
const stranger = sharedUser();

const newTask = (overrides: Partial<NewTask> = {}): NewTask => ({
  text: 'Write the release notes',
  dueDate: '2026-03-16',
  status: 'not-started',
  ...overrides,
});

async function addTask(user: SignedInUser, overrides: Partial<NewTask> = {}) {
  const response = await user.inject({ method: 'POST', url: TASKS, payload: newTask(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Task>();
}

/** Adds one task per text to `status`, top to bottom. */
async function addColumn(user: SignedInUser, status: TaskStatus, texts: string[]) {
  const added: Task[] = [];
  for (const text of texts) added.push(await addTask(user, { status, text }));
  return added;
}

const boardOf = (user: SignedInUser, query: Record<string, string> = {}) => user.getJson<Task[]>(TASKS, query);

const move = (user: SignedInUser, id: string, payload: unknown) =>
  user.inject({ method: 'POST', url: `${TASKS}/${id}/move`, payload: payload as InjectOptions['payload'] });

async function moveOk(user: SignedInUser, id: string, status: TaskStatus, index: number) {
  const response = await move(user, id, { status, index });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Task[]>();
}

/** The texts of each column, top to bottom. */
const columnsOf = (board: Task[]) =>
  Object.fromEntries(
    TASK_STATUSES.map((status) => [status, board.filter((task) => task.status === status).map((task) => task.text)]),
  );

async function insertGoal(user: SignedInUser) {
  const [goal] = await testApp.db
    .insert(goals)
    .values({ userId: user.me.id, name: 'Ship the onboarding revamp', target: 5 })
    .returning({ id: goals.id });
  return goal!.id;
}

/** The user's rows as stored: every column's positions, top to bottom, and the ids in them. */
async function storedColumns(user: SignedInUser) {
  const rows = await testApp.db
    .select({ id: tasks.id, status: tasks.status, position: tasks.position })
    .from(tasks)
    .where(eq(tasks.userId, user.me.id))
    .orderBy(asc(tasks.status), asc(tasks.position));
  return TASK_STATUSES.map((status) => rows.filter((row) => row.status === status));
}

async function findStored(id: string) {
  const [row] = await testApp.db.select().from(tasks).where(eq(tasks.id, id));
  return row;
}

async function expectDensePositions(user: SignedInUser) {
  for (const column of await storedColumns(user)) {
    expect(column.map((row) => row.position)).toEqual(column.map((_, index) => index));
  }
}

describe('GET /api/tasks', () => {
  it('answers an empty board to a new user', async () => {
    const user = await signInAs(testApp);

    expect(await boardOf(user)).toEqual([]);
  });

  it('lists every task of mine by column, left to right, then in the order they were added', async () => {
    const user = await signInAs(testApp);
    const other = await signInAs(testApp);
    await addColumn(user, 'completed', ['Close the sprint']);
    await addColumn(user, 'scheduled', ['Book the room', 'Send the agenda']);
    await addColumn(user, 'not-started', ['Draft the plan', 'Ask for budget', 'Pick a date']);
    await addColumn(user, 'in-progress', ['Write the tests']);
    await addTask(other, { status: 'not-started', text: 'Not mine' });

    const board = await boardOf(user);

    expect(board.map((task) => task.status)).toEqual([
      'not-started',
      'not-started',
      'not-started',
      'scheduled',
      'scheduled',
      'in-progress',
      'completed',
    ]);
    expect(columnsOf(board)).toEqual({
      'not-started': ['Draft the plan', 'Ask for budget', 'Pick a date'],
      scheduled: ['Book the room', 'Send the agenda'],
      'in-progress': ['Write the tests'],
      completed: ['Close the sprint'],
    });
    await expectDensePositions(user);
  });

  it('lists only my tasks linked to the goal with ?goalId=', async () => {
    const user = await signInAs(testApp);
    const goalId = await insertGoal(user);
    await addTask(user, { text: 'Linked, in progress', status: 'in-progress', goalId });
    await addTask(user, { text: 'Not linked' });
    await addTask(user, { text: 'Linked, not started', goalId });

    const linked = await boardOf(user, { goalId });

    expect(linked.map((task) => task.text)).toEqual(['Linked, not started', 'Linked, in progress']);
    expect(linked.every((task) => task.goalId === goalId)).toBe(true);
  });

  it.each([
    ['an id that is not a uuid', () => Promise.resolve('not-a-uuid')],
    ['an unknown goal', () => Promise.resolve(UNKNOWN_ID)],
    ["another user's goal", async () => insertGoal(await stranger())],
  ])('lists nothing for %s as ?goalId=', async (_case, goalIdOf) => {
    const user = await stranger();
    await addTask(user);

    expect(await boardOf(user, { goalId: await goalIdOf() })).toEqual([]);
  });
});

describe('POST /api/tasks', () => {
  /** Every request of theirs is refused, so their board stays empty. */
  const refused = sharedUser();

  it('adds the task at the bottom of its column and answers 201 with it', async () => {
    const user = await signInAs(testApp);
    await addTask(user, { status: 'scheduled', text: 'First' });

    const response = await user.inject({
      method: 'POST',
      url: TASKS,
      payload: { text: '  Second  ', dueDate: '2026-02-28', status: 'scheduled' },
    });

    expect(response.statusCode).toBe(201);
    const task = response.json<Task>();
    expect(task).toEqual({
      id: expect.any(String),
      text: 'Second',
      dueDate: '2026-02-28',
      status: 'scheduled',
      goalId: null,
      meetingSeriesId: null,
      meetingOccursAt: null,
      meetingTitle: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    expect((await boardOf(user)).map((each) => each.text)).toEqual(['First', 'Second']);
    expect(await findStored(task.id)).toMatchObject({ userId: user.me.id, position: 1 });
  });

  it('links the task to one of my goals', async () => {
    const user = await signInAs(testApp);
    const goalId = await insertGoal(user);

    expect(await addTask(user, { goalId })).toMatchObject({ goalId });
  });

  it.each([
    ["another user's goal", async () => insertGoal(await stranger())],
    ['an unknown goal', () => Promise.resolve(UNKNOWN_ID)],
  ])('answers 400 naming the goal for %s, storing nothing', async (_case, goalIdOf) => {
    const user = await refused();

    const response = await user.inject({ method: 'POST', url: TASKS, payload: newTask({ goalId: await goalIdOf() }) });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: TASK_MESSAGES.goalNotFound,
        fields: { goalId: TASK_MESSAGES.goalNotFound },
      },
    });
    expect(await boardOf(user)).toEqual([]);
  });

  it.each([
    ['no text', { text: undefined }, 'text', TASK_MESSAGES.textRequired],
    ['blank text', { text: '   ' }, 'text', TASK_MESSAGES.textRequired],
    ['text that is a number', { text: 42 }, 'text', TASK_MESSAGES.textRequired],
    ['100 KB of text', { text: 'x'.repeat(100 * 1024) }, 'text', 'The task can have at most 500 characters'],
    ['no date', { dueDate: undefined }, 'dueDate', TASK_MESSAGES.dateRequired],
    ['a day that does not exist', { dueDate: '2026-02-30' }, 'dueDate', TASK_MESSAGES.dateRequired],
    ['a date that is a number', { dueDate: 20260316 }, 'dueDate', TASK_MESSAGES.dateRequired],
    ['no status', { status: undefined }, 'status', TASK_MESSAGES.statusInvalid],
    ['an unknown status', { status: 'done' }, 'status', TASK_MESSAGES.statusInvalid],
    ['a goal id that is not a uuid', { goalId: 'my-goal' }, 'goalId', TASK_MESSAGES.goalNotFound],
    ['a goal id that is a number', { goalId: 7 }, 'goalId', TASK_MESSAGES.goalNotFound],
  ])('answers 400 for %s, naming the field and storing nothing', async (_case, override, field, message) => {
    const user = await refused();

    const response = await user.inject({ method: 'POST', url: TASKS, payload: { ...newTask(), ...override } });

    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ [field]: message });
    expect(await boardOf(user)).toEqual([]);
  });

  it('gives simultaneous adds to one column distinct places, 0 to n-1', async () => {
    const user = await signInAs(testApp);
    const texts = Array.from({ length: 12 }, (_, index) => `Task ${index}`);

    const responses = await Promise.all(
      texts.map((text) =>
        user.inject({ method: 'POST', url: TASKS, payload: newTask({ status: 'in-progress', text }) }),
      ),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(texts.map(() => 201));
    const [, , inProgress] = await storedColumns(user);
    expect(inProgress?.map((row) => row.position)).toEqual(texts.map((_, index) => index));
  });
});

describe('PATCH /api/tasks/:id', () => {
  const editor = sharedUser();

  it('edits the text and date in place, keeping the column and the place', async () => {
    const user = await signInAs(testApp);
    const [first, second] = await addColumn(user, 'scheduled', ['First', 'Second']);

    const response = await user.inject({
      method: 'PATCH',
      url: `${TASKS}/${first!.id}`,
      payload: { text: 'First, reworded', dueDate: '2026-12-31' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...first, text: 'First, reworded', dueDate: '2026-12-31' });
    expect((await boardOf(user)).map((task) => task.id)).toEqual([first!.id, second!.id]);
  });

  it('links a task to my goal and unlinks it with null', async () => {
    const user = await signInAs(testApp);
    const task = await addTask(user);
    const goalId = await insertGoal(user);

    const linked = await user.inject({ method: 'PATCH', url: `${TASKS}/${task.id}`, payload: { goalId } });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ ...task, goalId });
    expect(await boardOf(user, { goalId })).toEqual([{ ...task, goalId }]);

    const unlinked = await user.inject({ method: 'PATCH', url: `${TASKS}/${task.id}`, payload: { goalId: null } });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json()).toEqual(task);
    expect(await boardOf(user, { goalId })).toEqual([]);
  });

  it('answers 200 with the task unchanged to an empty change', async () => {
    const user = await editor();
    const task = await addTask(user);

    const response = await user.inject({ method: 'PATCH', url: `${TASKS}/${task.id}`, payload: {} });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(task);
    expect(await findStored(task.id)).toMatchObject({ text: task.text, dueDate: task.dueDate });
  });

  it("answers 400 naming the goal for another user's goal, leaving the task as it was", async () => {
    const user = await editor();
    const task = await addTask(user);
    const strangersGoal = await insertGoal(await stranger());
    const before = await boardOf(user);

    const response = await user.inject({
      method: 'PATCH',
      url: `${TASKS}/${task.id}`,
      payload: { goalId: strangersGoal },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ goalId: TASK_MESSAGES.goalNotFound });
    expect(await boardOf(user)).toEqual(before);
  });

  it.each([
    ['blank text', { text: '' }, 'text', TASK_MESSAGES.textRequired],
    ['text that is not text', { text: ['a'] }, 'text', TASK_MESSAGES.textRequired],
    ['100 KB of text', { text: 'x'.repeat(100 * 1024) }, 'text', 'The task can have at most 500 characters'],
    ['a day that does not exist', { dueDate: '2026-02-30' }, 'dueDate', TASK_MESSAGES.dateRequired],
    ['a goal id that is a number', { goalId: 7 }, 'goalId', TASK_MESSAGES.goalNotFound],
  ])('answers 400 for %s, naming the field and changing nothing', async (_case, payload, field, message) => {
    const user = await editor();
    const task = await addTask(user);
    const before = await boardOf(user);

    const response = await user.inject({ method: 'PATCH', url: `${TASKS}/${task.id}`, payload });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [field]: message });
    expect(await boardOf(user)).toEqual(before);
  });
});

describe('POST /api/tasks/:id/move', () => {
  const mover = sharedUser();

  it('reorders a card within its column and answers the whole board', async () => {
    const user = await signInAs(testApp);
    await addColumn(user, 'not-started', ['Elsewhere']);
    const [, , third] = await addColumn(user, 'scheduled', ['A', 'B', 'C']);

    const board = await moveOk(user, third!.id, 'scheduled', 0);

    expect(columnsOf(board)).toEqual({
      'not-started': ['Elsewhere'],
      scheduled: ['C', 'A', 'B'],
      'in-progress': [],
      completed: [],
    });
    expect(await boardOf(user)).toEqual(board);
    await expectDensePositions(user);
  });

  it('moves a card down within its column to the index among the other cards', async () => {
    const user = await signInAs(testApp);
    const [first] = await addColumn(user, 'in-progress', ['A', 'B', 'C', 'D']);

    const board = await moveOk(user, first!.id, 'in-progress', 2);

    expect(columnsOf(board)['in-progress']).toEqual(['B', 'C', 'A', 'D']);
    await expectDensePositions(user);
  });

  it('moves a card to another column, closing the gap it leaves', async () => {
    const user = await signInAs(testApp);
    const [, middle] = await addColumn(user, 'not-started', ['A', 'B', 'C']);
    await addColumn(user, 'completed', ['X', 'Y']);

    const board = await moveOk(user, middle!.id, 'completed', 1);

    expect(columnsOf(board)).toEqual({
      'not-started': ['A', 'C'],
      scheduled: [],
      'in-progress': [],
      completed: ['X', 'B', 'Y'],
    });
    expect(board.find((task) => task.id === middle!.id)).toEqual({ ...middle, status: 'completed' });
    expect(await boardOf(user)).toEqual(board);
    await expectDensePositions(user);
  });

  it('puts the card last when the index is past the end, and into an empty column at 0', async () => {
    const user = await signInAs(testApp);
    const [first] = await addColumn(user, 'scheduled', ['A', 'B']);

    expect(columnsOf(await moveOk(user, first!.id, 'scheduled', 99)).scheduled).toEqual(['B', 'A']);
    expect(columnsOf(await moveOk(user, first!.id, 'in-progress', 5))).toMatchObject({
      scheduled: ['B'],
      'in-progress': ['A'],
    });
    await expectDensePositions(user);
  });

  it.each([
    ['an unknown status', { status: 'done', index: 0 }, 'status', TASK_MESSAGES.statusInvalid],
    ['no status', { index: 0 }, 'status', TASK_MESSAGES.statusInvalid],
    ['a negative index', { status: 'scheduled', index: -1 }, 'index', 'index must be a whole number from 0'],
    ['a fractional index', { status: 'scheduled', index: 0.5 }, 'index', 'index must be a whole number from 0'],
    ['an index that is text', { status: 'scheduled', index: '1' }, 'index', 'index must be a whole number from 0'],
    ['no index', { status: 'scheduled' }, 'index', 'index must be a whole number from 0'],
  ])('answers 400 for %s, naming the field and moving nothing', async (_case, payload, field, message) => {
    const user = await mover();
    const task = await addTask(user, { status: 'in-progress' });
    const before = await boardOf(user);

    const response = await move(user, task.id, payload);

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [field]: message });
    expect(await boardOf(user)).toEqual(before);
  });

  it('loses and duplicates no card when one person fires many moves at once, as two tabs would', async () => {
    const user = await signInAs(testApp);
    const cards = [
      ...(await addColumn(user, 'not-started', ['N0', 'N1', 'N2', 'N3', 'N4', 'N5'])),
      ...(await addColumn(user, 'scheduled', ['S0', 'S1', 'S2', 'S3', 'S4'])),
      ...(await addColumn(user, 'in-progress', ['I0', 'I1', 'I2', 'I3', 'I4'])),
      ...(await addColumn(user, 'completed', ['C0', 'C1', 'C2', 'C3'])),
    ];

    const responses = await Promise.all(
      cards.map((card) =>
        move(user, card.id, {
          status: TASK_STATUSES[Math.floor(Math.random() * TASK_STATUSES.length)],
          index: Math.floor(Math.random() * 8),
        }),
      ),
    );

    expect(responses.map((response) => response.statusCode)).toEqual(cards.map(() => 200));
    const stored = (await storedColumns(user)).flat();
    expect(stored.map((row) => row.id).sort()).toEqual(cards.map((card) => card.id).sort());
    await expectDensePositions(user);
    const board = await boardOf(user);
    expect(board.map((task) => task.id).sort()).toEqual(cards.map((card) => card.id).sort());
  });
});

describe('DELETE /api/tasks/:id', () => {
  it('deletes the task for good and closes the gap in its column', async () => {
    const user = await signInAs(testApp);
    const [, middle] = await addColumn(user, 'scheduled', ['A', 'B', 'C']);
    await addColumn(user, 'completed', ['X']);

    const response = await user.inject({ method: 'DELETE', url: `${TASKS}/${middle!.id}` });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(columnsOf(await boardOf(user))).toEqual({
      'not-started': [],
      scheduled: ['A', 'C'],
      'in-progress': [],
      completed: ['X'],
    });
    expect(await findStored(middle!.id)).toBeUndefined();
    await expectDensePositions(user);
    const again = await user.inject({ method: 'DELETE', url: `${TASKS}/${middle!.id}` });
    expect(again.statusCode).toBe(404);
  });
});

describe('whose tasks', () => {
  const requests = (id: string): [string, InjectOptions][] => [
    ['GET /api/tasks', { method: 'GET', url: TASKS }],
    ['POST /api/tasks', { method: 'POST', url: TASKS, payload: newTask() }],
    ['PATCH /api/tasks/:id', { method: 'PATCH', url: `${TASKS}/${id}`, payload: { text: 'Changed' } }],
    [
      'POST /api/tasks/:id/move',
      { method: 'POST', url: `${TASKS}/${id}/move`, payload: { status: 'completed', index: 0 } },
    ],
    ['DELETE /api/tasks/:id', { method: 'DELETE', url: `${TASKS}/${id}` }],
  ];

  it('answers 401 to a visitor on every endpoint, changing nothing', async () => {
    const owner = await stranger();
    const task = await addTask(owner);
    const before = await boardOf(owner);

    for (const [name, request] of requests(task.id)) {
      const response = await visitor.inject(request);
      expect(response.statusCode, name).toBe(401);
      expect(response.json().error.code, name).toBe('UNAUTHORIZED');
    }
    expect(await boardOf(owner)).toEqual(before);
  });

  it('answers 401 to a visitor before validating the body or the id: nothing about the input leaks', async () => {
    const unreadable: [string, InjectOptions][] = [
      ['POST /api/tasks', { method: 'POST', url: TASKS, payload: { text: '', status: 'nowhere' } }],
      ['PATCH /api/tasks/:id', { method: 'PATCH', url: `${TASKS}/not-an-id`, payload: { dueDate: 'soon' } }],
      ['POST /api/tasks/:id/move', { method: 'POST', url: `${TASKS}/not-an-id/move`, payload: { index: -1 } }],
    ];
    for (const [name, request] of unreadable) {
      const response = await visitor.inject(request);
      expect(response.statusCode, name).toBe(401);
      expect(response.json().error.code, name).toBe('UNAUTHORIZED');
    }
  });

  it("answers 404 to every change of another user's task, changing nothing", async () => {
    const owner = await stranger();
    const task = await addTask(owner);
    const before = await boardOf(owner);
    const user = await signInAs(testApp);

    for (const [name, request] of requests(task.id).slice(2)) {
      const response = await user.inject(request);
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual(notFoundBody);
    }
    expect(await boardOf(owner)).toEqual(before);
  });

  it.each([UNKNOWN_ID, '42'])('answers 404 to every change of the task %s, which does not exist', async (id) => {
    const user = await stranger();

    for (const [name, request] of requests(id).slice(2)) {
      const response = await user.inject(request);
      expect(response.statusCode, name).toBe(404);
      expect(response.json(), name).toEqual(notFoundBody);
    }
  });
});
