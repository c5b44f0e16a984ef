import type { LeaveCalendarEntry, LeaveRequest, TeamLeaveRequest } from '@topgear/shared/leave';
import type { Page } from '@topgear/shared/pagination';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { signInAs, visitorOf, type SignedInUser } from '../../../test/clients';

const testApp = useTestApp();
const visitor = visitorOf(testApp);

const ALL = '/api/leave/requests/all';
const CALENDAR = '/api/leave/calendar';

let ana: SignedInUser;
let bo: SignedInUser;
let manager: SignedInUser;
let admin: SignedInUser;
beforeAll(async () => {
  [ana, bo, manager, admin] = await Promise.all([
    signInAs(testApp),
    signInAs(testApp),
    signInAs(testApp, { isManager: true }),
    signInAs(testApp, { isAdmin: true }),
  ]);
});

async function requested(user: SignedInUser, type: 'Vacation' | 'Sick', from: string, to: string) {
  const response = await user.inject({ method: 'POST', url: '/api/leave/requests', payload: { type, from, to } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LeaveRequest>();
}

const ids = (items: Array<{ id: string }>) => items.map((item) => item.id);

describe("managers' views of everyone's days off", () => {
  it.each([ALL, `${CALENDAR}?month=2031-05`])('%s: 401 to a visitor, 403 to an employee', async (url) => {
    expect((await visitor.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await ana.inject({ method: 'GET', url })).statusCode).toBe(403);
  });
});

describe('GET /api/leave/requests/all', () => {
  let anaMay: LeaveRequest;
  let boMay: LeaveRequest;
  let anaJune: LeaveRequest;
  beforeAll(async () => {
    anaMay = await requested(ana, 'Vacation', '2031-05-05', '2031-05-08');
    boMay = await requested(bo, 'Sick', '2031-05-06', '2031-05-07');
    anaJune = await requested(ana, 'Vacation', '2031-06-02', '2031-06-04');
    const decided = await manager.inject({
      method: 'POST',
      url: `/api/leave/requests/${boMay.id}/decision`,
      payload: { decision: 'approved' },
    });
    expect(decided.statusCode).toBe(200);
  });

  it("lists everyone's records newest first, each with its owner, to managers and administrators", async () => {
    for (const reader of [manager, admin]) {
      const { items } = await reader.getJson<Page<TeamLeaveRequest>>(ALL);

      expect(ids(items).slice(0, 3)).toEqual([anaJune.id, boMay.id, anaMay.id]);
      expect(items[1]).toEqual({ ...boMay, status: 'approved', owner: { id: bo.me.id, name: bo.me.fullName } });
    }
  });

  it('keeps one status, one person, or both', async () => {
    const approved = await manager.getJson<Page<TeamLeaveRequest>>(ALL, { status: 'approved' });
    const anasOwn = await manager.getJson<Page<TeamLeaveRequest>>(ALL, { userId: ana.me.id });
    const anasPending = await manager.getJson<Page<TeamLeaveRequest>>(ALL, { userId: ana.me.id, status: 'approved' });

    expect(ids(approved.items)).toContain(boMay.id);
    expect(approved.items.every((item) => item.status === 'approved')).toBe(true);
    expect(ids(anasOwn.items)).toEqual([anaJune.id, anaMay.id]);
    expect(anasPending.items).toEqual([]);
  });

  it('pages by cursor without repeating or skipping', async () => {
    const first = await manager.getJson<Page<TeamLeaveRequest>>(ALL, { limit: '2' });
    const second = await manager.getJson<Page<TeamLeaveRequest>>(ALL, { limit: '2', cursor: first.nextCursor ?? '' });

    expect(ids([...first.items, ...second.items]).slice(0, 3)).toEqual([anaJune.id, boMay.id, anaMay.id]);
  });

  it('answers 400 to an unknown status and a forged cursor', async () => {
    const status = await manager.inject({ method: 'GET', url: `${ALL}?status=lost` });
    const cursor = await manager.inject({ method: 'GET', url: `${ALL}?cursor=abc` });

    expect(status.statusCode).toBe(400);
    expect(status.json().error.fields).toHaveProperty('status');
    expect(cursor.statusCode).toBe(400);
  });
});

describe('GET /api/leave/calendar', () => {
  it('names who is out on some day of the month: pending and approved records that share a day with it', async () => {
    const [carla, dan] = await Promise.all([signInAs(testApp), signInAs(testApp)]);
    const spanning = await requested(carla, 'Vacation', '2032-02-26', '2032-03-03');
    const inside = await requested(carla, 'Sick', '2032-03-10', '2032-03-12');
    const cancelled = await requested(carla, 'Vacation', '2032-03-20', '2032-03-21');
    await carla.inject({ method: 'POST', url: `/api/leave/requests/${cancelled.id}/cancel` });
    await requested(carla, 'Vacation', '2032-04-01', '2032-04-02');
    // Back on March 1st: the last day off is February 29th.
    await requested(dan, 'Sick', '2032-02-28', '2032-03-01');

    const entries = await manager.getJson<LeaveCalendarEntry[]>(CALENDAR, { month: '2032-03' });

    const carlas = entries.filter((entry) => entry.owner.id === carla.me.id);
    expect(carlas).toEqual([
      {
        id: spanning.id,
        owner: { id: carla.me.id, name: carla.me.fullName },
        type: 'Vacation',
        from: '2032-02-26',
        to: '2032-03-03',
        days: 6,
        status: 'pending',
      },
      expect.objectContaining({ id: inside.id, type: 'Sick', from: '2032-03-10' }),
    ]);
    expect(entries.filter((entry) => entry.owner.id === dan.me.id)).toEqual([]);
  });

  it.each(['2032-13', '2032-3', '1999-12', 'march', ''])('answers 400 to the month %j', async (month) => {
    const response = await manager.inject({ method: 'GET', url: CALENDAR, query: { month } });

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('month');
  });
});
