import type { Overview } from '@topgear/shared/overview';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signInAs, signInEachRole, visitorOf, type SignedInUser } from '../../../test/clients';
import { bookingFor, freshFutureDate, slotId } from '../../../test/demo';
import { seedDemoContent } from '../../db/demo-content';
import { employees, users } from '../../db/schema';
import { createAuditService } from '../audit/service';
import { createOverviewService } from './service';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

let employee: SignedInUser;
let manager: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  await seedDemoContent(testApp.db);
  ({ employee, manager, admin } = await signInEachRole(testApp));
});

const overviewOf = (reader: SignedInUser) => reader.getJson<Overview>('/api/overview');

/** The overview as of `now`, for an administrator: for the charts of months long gone or to come. */
const overviewAt = (now: string) =>
  createOverviewService({
    db: testApp.db,
    latestActivity: createAuditService({ db: testApp.db }).latest,
    now: () => new Date(now),
  }).overview({ id: admin.me.id, isAdmin: true });

const tasksOf = (overview: { tasks: Array<{ status: string; tasks: number }> }) =>
  Object.fromEntries(overview.tasks.map(({ status, tasks }) => [status, tasks]));

async function addTask(owner: SignedInUser, status: string) {
  const response = await owner.inject({
    method: 'POST',
    url: '/api/tasks',
    payload: { text: 'Plan the offsite', dueDate: '2031-01-10', status },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

describe('GET /api/overview', () => {
  it('answers 401 to a visitor and 403 to an employee', async () => {
    expect((await visitor.inject({ method: 'GET', url: '/api/overview' })).statusCode).toBe(401);
    expect((await employee.inject({ method: 'GET', url: '/api/overview' })).statusCode).toBe(403);
  });

  it('counts the people, their roles and the directory, with twelve months of joining', async () => {
    await testApp.db.insert(employees).values({
      name: 'Nadia Rahman',
      role: 'Product manager',
      image: 'https://images.example.com/n.jpg',
      address: 'Dhaka',
      email: 'nadia@example.com',
      phone: '+880 1711 222333',
    });
    const [{ people } = { people: 0 }] = await testApp.db.select({ people: count() }).from(users);
    const [{ admins } = { admins: 0 }] = await testApp.db
      .select({ admins: count() })
      .from(users)
      .where(eq(users.isAdmin, true));

    const { headcount } = await overviewOf(manager);

    expect(headcount).toMatchObject({ people, admins, directory: 1 });
    expect(headcount.managers).toBeGreaterThanOrEqual(1);
    expect(headcount.joined).toHaveLength(12);
    expect(headcount.joined.at(-1)).toEqual({
      month: new Date().toISOString().slice(0, 7),
      joined: people,
      total: people,
    });
  });

  it('counts tasks per column, following additions, moves, deletions and a deleted account', async () => {
    const before = tasksOf(await overviewOf(admin));
    const [ana, bo] = await Promise.all([signInAs(testApp), signInAs(testApp)]);
    const first = await addTask(ana, 'not-started');
    await addTask(ana, 'not-started');
    await addTask(bo, 'in-progress');
    const gone = await addTask(bo, 'completed');

    await ana.inject({ method: 'POST', url: `/api/tasks/${first}/move`, payload: { status: 'scheduled', index: 0 } });
    await bo.inject({ method: 'DELETE', url: `/api/tasks/${gone}` });
    expect(tasksOf(await overviewOf(admin))).toEqual({
      'not-started': before['not-started']! + 1,
      scheduled: before.scheduled! + 1,
      'in-progress': before['in-progress']! + 1,
      completed: before.completed!,
    });

    await admin.inject({ method: 'DELETE', url: `/api/users/${ana.me.id}` });

    expect(tasksOf(await overviewOf(admin))).toEqual({ ...before, 'in-progress': before['in-progress']! + 1 });
  });

  it('counts approved days off in the months they fall in, by type, a record across two months in each', async () => {
    const carla = await signInAs(testApp);
    const ask = async (type: string, from: string, to: string) =>
      (await carla.inject({ method: 'POST', url: '/api/leave/requests', payload: { type, from, to } })).json<{
        id: string;
      }>().id;
    const approve = (id: string) =>
      manager.inject({ method: 'POST', url: `/api/leave/requests/${id}/decision`, payload: { decision: 'approved' } });
    await approve(await ask('Vacation', '2031-05-30', '2031-06-02'));
    await approve(await ask('Sick', '2031-06-10', '2031-06-12'));
    await ask('Vacation', '2031-06-20', '2031-06-25');

    const { daysOff } = await overviewAt('2031-06-15T12:00:00Z');

    expect(daysOff).toHaveLength(12);
    expect(daysOff[0]!.month).toBe('2030-07');
    expect(daysOff.slice(-2)).toEqual([
      { month: '2031-05', Vacation: 2, Sick: 0 },
      { month: '2031-06', Vacation: 1, Sick: 2 },
    ]);

    await admin.inject({ method: 'DELETE', url: `/api/users/${carla.me.id}` });

    expect((await overviewAt('2031-06-15T12:00:00Z')).daysOff.slice(-2)).toEqual([
      { month: '2031-05', Vacation: 0, Sick: 0 },
      { month: '2031-06', Vacation: 0, Sick: 0 },
    ]);
  });

  it("sorts goals by their latest check-in's status, and counts those without one", async () => {
    const dan = await signInAs(testApp);
    const before = await overviewOf(admin);
    const goal = async (name: string, statuses: string[]) => {
      const { id } = (await dan.inject({ method: 'POST', url: '/api/goals', payload: { name, target: 5 } })).json<{
        id: string;
      }>();
      for (const status of statuses) {
        await dan.inject({ method: 'POST', url: `/api/goals/${id}/check-ins`, payload: { progress: 1, status } });
      }
    };
    await goal('Ship it', ['off-track', 'on-track']);
    await goal('Hire', ['at-risk']);
    await goal('Learn', []);

    const after = await overviewOf(admin);

    const changed = Object.fromEntries(
      after.goals.map(({ status, goals }, index) => [status, goals - before.goals[index]!.goals]),
    );
    expect(changed).toEqual({ 'on-track': 1, 'at-risk': 1, 'off-track': 0, 'not-checked-in': 1 });
  });

  it('counts live demo bookings received this week', async () => {
    const before = (await overviewOf(manager)).demoBookings.at(-1)!.bookings;
    const book = async () => {
      const response = await visitor.inject({
        method: 'POST',
        url: '/api/demo/bookings',
        payload: bookingFor(await slotId(testApp, '10:00'), { date: freshFutureDate() }),
      });
      return response.json<{ id: string }>().id;
    };
    await book();
    await admin.inject({ method: 'DELETE', url: `/api/demo/bookings/${await book()}` });

    const { demoBookings } = await overviewOf(manager);

    expect(demoBookings).toHaveLength(12);
    expect(demoBookings.at(-1)!.bookings).toBe(before + 1);
  });

  it("shows an administrator everyone's latest actions, and a manager their own", async () => {
    const other = await signInAs(testApp, { isManager: true });
    const goalId = (
      await employee.inject({ method: 'POST', url: '/api/goals', payload: { name: 'Audited', target: 2 } })
    ).json<{ id: string }>().id;
    await other.inject({
      method: 'PUT',
      url: `/api/goals/${goalId}/feedback`,
      payload: { feedback: 'From the other' },
    });
    await manager.inject({ method: 'PUT', url: `/api/goals/${goalId}/feedback`, payload: { feedback: 'Mine' } });

    const forAdmin = (await overviewOf(admin)).latestActivity;
    const forManager = (await overviewOf(manager)).latestActivity;

    expect(forAdmin.slice(0, 2).map((entry) => entry.actorId)).toEqual([manager.me.id, other.me.id]);
    expect(forManager.length).toBeGreaterThan(0);
    expect(forManager.every((entry) => entry.actorId === manager.me.id)).toBe(true);
  });
});
