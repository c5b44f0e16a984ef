import type { Goal, TeamGoal } from '@topgear/shared/goals';
import type { Page } from '@topgear/shared/pagination';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signInAs, visitorOf, type SignedInUser } from '../../../test/clients';

const testApp = useTestApp();
const visitor = visitorOf(testApp);
const ALL = '/api/goals/all';

let ana: SignedInUser;
let bo: SignedInUser;
let manager: SignedInUser;
beforeAll(async () => {
  [ana, bo, manager] = await Promise.all([
    signInAs(testApp),
    signInAs(testApp),
    signInAs(testApp, { isManager: true }),
  ]);
});

async function goalOf(owner: SignedInUser, name: string) {
  const response = await owner.inject({ method: 'POST', url: '/api/goals', payload: { name, target: 4 } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Goal>();
}

describe('GET /api/goals/all', () => {
  it('answers 401 to a visitor and 403 to an employee', async () => {
    expect((await visitor.inject({ method: 'GET', url: ALL })).statusCode).toBe(401);
    expect((await ana.inject({ method: 'GET', url: ALL })).statusCode).toBe(403);
  });

  it("lists everyone's goals newest first, with progress, status, feedback and owner", async () => {
    const anas = await goalOf(ana, 'Ship the onboarding revamp');
    const bos = await goalOf(bo, 'Cut support backlog');
    await bo.inject({
      method: 'POST',
      url: `/api/goals/${bos.id}/check-ins`,
      payload: { progress: 2.5, status: 'at-risk' },
    });
    await manager.inject({ method: 'PUT', url: `/api/goals/${anas.id}/feedback`, payload: { feedback: 'Keep going' } });

    const { items } = await manager.getJson<Page<TeamGoal>>(ALL);

    expect(items.slice(0, 2)).toEqual([
      { ...bos, progress: 2.5, status: 'at-risk', owner: { id: bo.me.id, name: bo.me.fullName } },
      { ...anas, feedback: 'Keep going', owner: { id: ana.me.id, name: ana.me.fullName } },
    ]);
  });

  it('pages by cursor, and answers 400 to a forged one', async () => {
    const first = await manager.getJson<Page<TeamGoal>>(ALL, { limit: '1' });
    const second = await manager.getJson<Page<TeamGoal>>(ALL, { limit: '1', cursor: first.nextCursor ?? '' });

    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    expect((await manager.inject({ method: 'GET', url: `${ALL}?cursor=forged` })).statusCode).toBe(400);
  });
});
