import type { CheckInInput, Goal } from '@topgear/shared/goals';
import type { Page } from '@topgear/shared/pagination';
import { PEOPLE_MESSAGES } from '@topgear/shared/people';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { visitorOf, type SignedInUser } from '../../../test/clients';
import { readersOfAChain } from '../../../test/organisation';

const testApp = useTestApp();

const goalsOf = (person: SignedInUser) => `/api/people/${person.me.id}/goals`;

async function createGoal(owner: SignedInUser, name: string, target: number) {
  const response = await owner.inject({ method: 'POST', url: '/api/goals', payload: { name, target } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Goal>();
}

async function checkIn(owner: SignedInUser, goal: Goal, progress: CheckInInput['progress']) {
  const response = await owner.inject({
    method: 'POST',
    url: `/api/goals/${goal.id}/check-ins`,
    payload: { progress, status: 'on-track' },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** top ← middle ← person; `elsewhere` manages someone outside that chain; `colleague` is an employee. */
let person: SignedInUser;
let middle: SignedInUser;
let top: SignedInUser;
let admin: SignedInUser;
let colleague: SignedInUser;
let elsewhere: SignedInUser;
let started: Goal;
let halfway: Goal;
beforeAll(async () => {
  ({ person, middle, top, admin, colleague, elsewhere } = await readersOfAChain(testApp));

  started = await createGoal(person, 'Learn the codebase', 3);
  halfway = await createGoal(person, 'Ship the importer', 4);
  const reached = await createGoal(person, 'Write the ADR', 1);
  await checkIn(person, halfway, 2);
  await checkIn(person, reached, 1);
});

describe('GET /api/people/:id/goals', () => {
  it('lists the goals not yet at their target, newest first, with progress, to the person, their managers up the chain and administrators', async () => {
    for (const reader of [person, middle, top, admin]) {
      const { items, nextCursor } = await reader.getJson<Page<Goal>>(goalsOf(person));

      expect(
        items.map((goal) => goal.id),
        reader.email,
      ).toEqual([halfway.id, started.id]);
      expect(items[0]).toMatchObject({ name: 'Ship the importer', target: 4, progress: 2, status: 'on-track' });
      expect(items[1]).toMatchObject({ progress: 0, status: null });
      expect(nextCursor).toBeNull();
    }
  });

  it('pages by cursor without repeating or skipping', async () => {
    const first = await middle.getJson<Page<Goal>>(goalsOf(person), { limit: '1' });
    const second = await middle.getJson<Page<Goal>>(goalsOf(person), { limit: '1', cursor: first.nextCursor ?? '' });

    expect([...first.items, ...second.items].map((goal) => goal.id)).toEqual([halfway.id, started.id]);
    expect(second.nextCursor).toBeNull();
  });

  it('answers 404, as for nobody, to a colleague and to a manager outside the chain, and reports nobody upward', async () => {
    for (const reader of [colleague, elsewhere, person]) {
      const target = reader === person ? middle : person;
      const response = await reader.inject({ method: 'GET', url: goalsOf(target) });

      expect(response.statusCode, reader.email).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: PEOPLE_MESSAGES.notFound } });
    }
    const nobody = await admin.inject({ method: 'GET', url: '/api/people/nobody-has-this-id/goals' });
    expect(nobody.statusCode).toBe(404);
  });

  it('answers 404 to the managers of someone who left, and still lists their goals to administrators', async () => {
    const left = await readersOfAChain(testApp);
    const goal = await createGoal(left.person, 'Hand over the project', 2);
    const deactivation = await admin.inject({ method: 'PUT', url: `/api/users/${left.person.me.id}/deactivation` });
    expect(deactivation.statusCode, deactivation.body).toBe(200);

    for (const reader of [left.middle, left.top]) {
      expect((await reader.inject({ method: 'GET', url: goalsOf(left.person) })).statusCode, reader.email).toBe(404);
    }
    const { items } = await admin.getJson<Page<Goal>>(goalsOf(left.person));
    expect(items.map(({ id }) => id)).toEqual([goal.id]);
  });

  it('answers 401 to a visitor and 400 to an id or a cursor that cannot be one', async () => {
    expect((await visitorOf(testApp).inject({ method: 'GET', url: goalsOf(person) })).statusCode).toBe(401);
    expect((await admin.inject({ method: 'GET', url: '/api/people/not%20an%20id/goals' })).statusCode).toBe(400);
    expect((await admin.inject({ method: 'GET', url: `${goalsOf(person)}?cursor=forged` })).statusCode).toBe(400);
  });
});
