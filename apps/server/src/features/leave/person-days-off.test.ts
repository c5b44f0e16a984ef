import type { LeaveRequest } from '@topgear/shared/leave';
import { PEOPLE_MESSAGES } from '@topgear/shared/people';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { visitorOf, type SignedInUser } from '../../../test/clients';
import { readersOfAChain } from '../../../test/organisation';

const testApp = useTestApp();

const daysOffOf = (person: SignedInUser, month = '2031-05') => `/api/people/${person.me.id}/days-off?month=${month}`;

const post = (user: SignedInUser, url: string, payload?: object) =>
  user.inject({ method: 'POST', url, payload, headers: { origin: TEST_PUBLIC_URL } });

async function requested(owner: SignedInUser, from: string, to: string) {
  const response = await post(owner, '/api/leave/requests', { type: 'Vacation', from, to });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<LeaveRequest>();
}

async function expectOk(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBe(200);
}

/** top ← middle ← person; `elsewhere` manages someone outside that chain; `colleague` is an employee. */
let person: SignedInUser;
let middle: SignedInUser;
let top: SignedInUser;
let admin: SignedInUser;
let colleague: SignedInUser;
let elsewhere: SignedInUser;
let acrossMonths: LeaveRequest;
let approved: LeaveRequest;
let pending: LeaveRequest;
let endOfMay: LeaveRequest;
let june: LeaveRequest;
beforeAll(async () => {
  ({ person, middle, top, admin, colleague, elsewhere } = await readersOfAChain(testApp));

  acrossMonths = await requested(person, '2031-04-28', '2031-05-02');
  approved = await requested(person, '2031-05-12', '2031-05-16');
  pending = await requested(person, '2031-05-26', '2031-05-28');
  endOfMay = await requested(person, '2031-05-29', '2031-06-01');
  const rejected = await requested(person, '2031-05-05', '2031-05-07');
  const cancelled = await requested(person, '2031-05-19', '2031-05-20');
  june = await requested(person, '2031-06-02', '2031-06-04');
  await expectOk(await post(admin, `/api/leave/requests/${approved.id}/decision`, { decision: 'approved' }));
  await expectOk(await post(admin, `/api/leave/requests/${rejected.id}/decision`, { decision: 'rejected' }));
  await expectOk(await post(person, `/api/leave/requests/${cancelled.id}/cancel`));
});

describe('GET /api/people/:id/days-off', () => {
  it("lists the month's pending and approved days off, earliest first, to the person, their managers up the chain and administrators", async () => {
    for (const reader of [person, middle, top, admin]) {
      const daysOff = await reader.getJson<LeaveRequest[]>(daysOffOf(person));

      expect(
        daysOff.map(({ id, status }) => ({ id, status })),
        reader.email,
      ).toEqual([
        { id: acrossMonths.id, status: 'pending' },
        { id: approved.id, status: 'approved' },
        { id: pending.id, status: 'pending' },
        { id: endOfMay.id, status: 'pending' },
      ]);
      expect(daysOff[0]).toEqual(acrossMonths);
    }
  });

  it('leaves out days off that end as the month begins, and is empty for a month without any', async () => {
    expect(await middle.getJson<LeaveRequest[]>(daysOffOf(person, '2031-06'))).toEqual([june]);
    expect(await middle.getJson<LeaveRequest[]>(daysOffOf(person, '2031-07'))).toEqual([]);
  });

  it('answers 404, as for nobody, to a colleague and to a manager outside the chain, and reports nobody upward', async () => {
    for (const reader of [colleague, elsewhere, person]) {
      const target = reader === person ? middle : person;
      const response = await reader.inject({ method: 'GET', url: daysOffOf(target) });

      expect(response.statusCode, reader.email).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: PEOPLE_MESSAGES.notFound } });
    }
    const nobody = await colleague.inject({
      method: 'GET',
      url: '/api/people/nobody-has-this-id/days-off?month=2031-05',
    });
    expect(nobody.statusCode).toBe(404);
  });

  it.each(['', '2031-13', '2031-5', 'May', '1999-12', '2031-05-01'])('answers 400 to the month %j', async (month) => {
    const response = await admin.inject({ method: 'GET', url: daysOffOf(person, month) });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { fields: { month: expect.any(String) } } });
  });

  it('answers 401 to a visitor and 400 without a month', async () => {
    expect((await visitorOf(testApp).inject({ method: 'GET', url: daysOffOf(person) })).statusCode).toBe(401);
    const withoutMonth = await admin.inject({ method: 'GET', url: `/api/people/${person.me.id}/days-off` });
    expect(withoutMonth.statusCode).toBe(400);
  });
});
