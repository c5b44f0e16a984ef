import type { Goal } from '@topgear/shared/goals';
import type { LeaveRequest } from '@topgear/shared/leave';
import type { MyTeamMember } from '@topgear/shared/my-team';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { signInAs, visitorOf, type SignedInUser } from '../../../test/clients';

const testApp = useTestApp();

const MY_TEAM = '/api/my-team';
const MONTH = '2033-04';

let admin: SignedInUser;
beforeAll(async () => {
  admin = await signInAs(testApp, { isAdmin: true });
});

const write = (user: SignedInUser, method: 'POST' | 'PATCH', url: string, payload: object) =>
  user.inject({ method, url, payload, headers: { origin: TEST_PUBLIC_URL } });

async function created<T>(user: SignedInUser, url: string, payload: object, method: 'POST' | 'PATCH' = 'POST') {
  const response = await write(user, method, url, payload);
  expect(response.statusCode, response.body).toBe(method === 'POST' ? 201 : 200);
  return response.json<T>();
}

const setManager = (person: SignedInUser, manager: SignedInUser, changes: object = {}) =>
  created(admin, `/api/people/${person.me.id}`, { managerId: manager.me.id, ...changes }, 'PATCH');

const requested = (user: SignedInUser, from: string, to: string) =>
  created<LeaveRequest>(user, '/api/leave/requests', { type: 'Vacation', from, to });

async function goalAt(user: SignedInUser, target: number, progress: number, status = 'on-track') {
  const goal = await created<Goal>(user, '/api/goals', { name: `Goal ${target}/${progress}`, target });
  if (progress > 0) await created(user, `/api/goals/${goal.id}/check-ins`, { progress, status });
}

const myTeam = (user: SignedInUser, month = MONTH) => user.getJson<MyTeamMember[]>(MY_TEAM, { month });

describe('GET /api/my-team', () => {
  it("gives each direct report with their goals' progress, days off in the month and pending requests", async () => {
    const manager = await signInAs(testApp);
    const [ana, bo, grandReport] = await Promise.all([signInAs(testApp), signInAs(testApp), signInAs(testApp)]);
    await Promise.all([setManager(ana, manager, { jobTitle: 'Support Lead' }), setManager(bo, manager)]);
    await setManager(grandReport, ana);
    await goalAt(ana, 4, 4);
    await goalAt(ana, 4, 1, 'at-risk');
    await goalAt(ana, 10, 0);
    const spanning = await requested(ana, '2033-03-30', '2033-04-02');
    const inside = await requested(ana, '2033-04-20', '2033-04-22');
    await requested(ana, '2033-05-10', '2033-05-11');
    const decided = await requested(bo, '2033-04-07', '2033-04-08');
    const approval = await write(manager, 'POST', `/api/leave/requests/${decided.id}/decision`, {
      decision: 'approved',
    });
    expect(approval.statusCode, approval.body).toBe(200);
    await requested(grandReport, '2033-04-07', '2033-04-08');

    const team = await myTeam(manager);

    expect(team.map((member) => member.id).sort()).toEqual([ana.me.id, bo.me.id].sort());
    expect(team.find((member) => member.id === ana.me.id)).toEqual({
      id: ana.me.id,
      name: ana.me.fullName,
      image: null,
      jobTitle: 'Support Lead',
      goals: { total: 3, completed: 1, behind: 1, averagePercent: 42 },
      daysOff: [
        { id: spanning.id, type: 'Vacation', from: '2033-03-30', to: '2033-04-02', days: 3, status: 'pending' },
        { id: inside.id, type: 'Vacation', from: '2033-04-20', to: '2033-04-22', days: 2, status: 'pending' },
      ],
      pendingRequests: 3,
    });
    expect(team.find((member) => member.id === bo.me.id)).toMatchObject({
      goals: { total: 0, completed: 0, behind: 0, averagePercent: 0 },
      daysOff: [expect.objectContaining({ id: decided.id, status: 'approved' })],
      pendingRequests: 0,
    });
    expect((await myTeam(manager, '2033-06')).every((member) => member.daysOff.length === 0)).toBe(true);
  });

  it('gives administrators and managers by role their own reports only, and empty when nobody reports to them', async () => {
    const [manager, employee, report, someoneElse] = await Promise.all([
      signInAs(testApp, { isManager: true }),
      signInAs(testApp),
      signInAs(testApp),
      signInAs(testApp),
    ]);
    await setManager(report, manager);
    await requested(someoneElse, '2033-04-01', '2033-04-03');

    expect((await myTeam(manager)).map((member) => member.id)).toEqual([report.me.id]);
    expect(await myTeam(admin)).toEqual([]);
    expect(await myTeam(employee)).toEqual([]);
  });

  it('answers 401 to a visitor and 400 naming the month to a bad one', async () => {
    const user = await signInAs(testApp);

    expect((await visitorOf(testApp).inject({ method: 'GET', url: `${MY_TEAM}?month=${MONTH}` })).statusCode).toBe(401);
    for (const month of ['2033-13', 'april', '']) {
      const response = await user.inject({ method: 'GET', url: MY_TEAM, query: { month } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('month');
    }
    expect((await user.inject({ method: 'GET', url: MY_TEAM })).statusCode).toBe(400);
  });
});
