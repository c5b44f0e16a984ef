import type { CompanyValue } from '@topgear/shared/company-values';
import type { OrgUnit } from '@topgear/shared/people';
import type { Insight, PraiseInput, QuietReport } from '@topgear/shared/recognition';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { signInAs, signInEachRole, visitorOf, type SignedInUser } from '../../../test/clients';
import { setManager } from '../../../test/organisation';
import { praiseGivenAt } from '../../../test/praise';
import { users } from '../../db/schema';

const testApp = useTestApp();

let admin: SignedInUser;
let employee: SignedInUser;
let manager: SignedInUser;
let author: SignedInUser;
let builder: SignedInUser;
let seller: SignedInUser;
let drifter: SignedInUser;
let courage: CompanyValue;
let care: CompanyValue;
let unused: CompanyValue;
let engineering: OrgUnit;
let sales: OrgUnit;

const write = (user: SignedInUser, method: 'POST' | 'PATCH', url: string, payload: object) =>
  user.inject({ method, url, payload, headers: { origin: TEST_PUBLIC_URL } });

async function created<Body>(user: SignedInUser, url: string, payload: object) {
  const response = await write(user, 'POST', url, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Body>();
}

async function place(person: SignedInUser, department: OrgUnit) {
  const response = await write(admin, 'PATCH', `/api/people/${person.me.id}`, { departmentId: department.id });
  expect(response.statusCode, response.body).toBe(200);
}

/** `author`'s praise, given at `at`. */
const praiseAt = (at: string, input: Omit<PraiseInput, 'message' | 'visibility'> & Partial<PraiseInput>) =>
  praiseGivenAt(testApp, author, at, { message: 'Thank you', visibility: 'public', ...input });

const suffix = () => crypto.randomUUID().slice(0, 6);

beforeAll(async () => {
  ({ admin, employee } = await signInEachRole(testApp));
  [manager, author, builder, seller, drifter] = await Promise.all([
    signInAs(testApp),
    signInAs(testApp),
    signInAs(testApp),
    signInAs(testApp),
    signInAs(testApp),
  ]);
  courage = await created<CompanyValue>(admin, '/api/company-values', { name: `Courage ${suffix()}`, icon: 'flame' });
  care = await created<CompanyValue>(admin, '/api/company-values', { name: `Care ${suffix()}`, icon: 'heart' });
  unused = await created<CompanyValue>(admin, '/api/company-values', { name: `Thrift ${suffix()}`, icon: 'leaf' });
  engineering = await created<OrgUnit>(admin, '/api/departments', { name: `Engineering ${suffix()}` });
  sales = await created<OrgUnit>(admin, '/api/departments', { name: `Sales ${suffix()}` });
  await place(builder, engineering);
  await place(seller, sales);

  await praiseAt('2025-01-10T09:00:00Z', { recipientIds: [builder.me.id, seller.me.id], valueId: courage.id });
  await praiseAt('2025-01-31T23:59:59Z', { recipientIds: [builder.me.id], valueId: care.id });
  await praiseAt('2025-03-01T00:00:00Z', { recipientIds: [seller.me.id, drifter.me.id], valueId: null });
  await praiseAt('2025-03-15T12:00:00Z', { recipientIds: [builder.me.id], valueId: courage.id, visibility: 'private' });
  // Outside the span asked for.
  await praiseAt('2024-12-31T23:59:59Z', { recipientIds: [builder.me.id], valueId: courage.id });
  await praiseAt('2025-04-01T00:00:00Z', { recipientIds: [builder.me.id], valueId: courage.id });
});

const insight = (query: Record<string, string>) =>
  admin.getJson<Insight>('/api/recognition/insight', { from: '2025-01', to: '2025-03', ...query });

const line = (chart: Insight, id: string | null) => chart.groups.find((group) => group.id === id);

describe('GET /api/recognition/insight', () => {
  it('counts each praise once a month by value, private praise too, the values in their order then none', async () => {
    const chart = await insight({ by: 'value' });

    expect(chart.by).toBe('value');
    expect(chart.months).toEqual(['2025-01', '2025-02', '2025-03']);
    expect(line(chart, courage.id)).toEqual({ id: courage.id, name: courage.name, counts: [1, 0, 1] });
    expect(line(chart, care.id)).toEqual({ id: care.id, name: care.name, counts: [1, 0, 0] });
    expect(line(chart, unused.id)?.counts).toEqual([0, 0, 0]);
    expect(chart.groups.at(-1)).toEqual({ id: null, name: 'No value', counts: [0, 0, 1] });
    const ids = chart.groups.map(({ id }) => id);
    expect(ids.indexOf(courage.id)).toBeLessThan(ids.indexOf(care.id));
  });

  it('counts each person praised by the department they are in now, and those in none', async () => {
    const chart = await insight({ by: 'department' });

    expect(line(chart, engineering.id)).toEqual({ id: engineering.id, name: engineering.name, counts: [2, 0, 1] });
    expect(line(chart, sales.id)).toEqual({ id: sales.id, name: sales.name, counts: [1, 0, 1] });
    expect(chart.groups.at(-1)).toEqual({ id: null, name: 'No department', counts: [0, 0, 1] });
    const names = chart.groups.slice(0, -1).map(({ name }) => name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('draws every month of a span with no praise, and refuses a span that is not one', async () => {
    const empty = await insight({ from: '2031-11', to: '2032-02' });
    expect(empty.months).toEqual(['2031-11', '2031-12', '2032-01', '2032-02']);
    expect(line(empty, courage.id)?.counts).toEqual([0, 0, 0, 0]);
    expect(line(empty, null)).toBeUndefined();

    const refusals: Array<[Record<string, string>, string]> = [
      [{ from: '2025-04', to: '2025-03' }, 'from must not be after to'],
      [{ from: '2023-01', to: '2025-01' }, 'Choose at most 24 months'],
      [{ from: '2025-13' }, 'from must be a month from 2000-01 to 2099-12, written YYYY-MM'],
      [{ by: 'team' }, 'by must be value or department'],
    ];
    for (const [changes, message] of refusals) {
      const query = new URLSearchParams({ from: '2025-01', to: '2025-03', ...changes });
      const response = await admin.inject({ method: 'GET', url: `/api/recognition/insight?${query.toString()}` });
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      expect(Object.values(response.json().error.fields ?? {})).toContain(message);
    }
  });

  it('is for administrators: 401 to a visitor, 403 to an employee and to a manager', async () => {
    const url = '/api/recognition/insight?from=2025-01&to=2025-03';
    expect((await visitorOf(testApp).inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await employee.inject({ method: 'GET', url })).statusCode).toBe(403);
    const managerByRole = await signInAs(testApp, { isManager: true });
    expect((await managerByRole.inject({ method: 'GET', url })).statusCode).toBe(403);
  });
});

describe('GET /api/recognition/quiet-reports', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

  it('lists my reports nobody praised in 60 days, never praised first, and nobody who left', async () => {
    const [recent, quiet, never, leaver, notMine] = await Promise.all([
      signInAs(testApp),
      signInAs(testApp),
      signInAs(testApp),
      signInAs(testApp),
      signInAs(testApp),
    ]);
    for (const person of [recent, quiet, never, leaver]) await setManager(admin, person, manager);
    await praiseAt(daysAgo(10), { recipientIds: [recent.me.id, notMine.me.id], valueId: null });
    const seventyDaysAgo = daysAgo(70);
    await praiseAt(seventyDaysAgo, { recipientIds: [quiet.me.id], valueId: null, visibility: 'private' });
    await testApp.app.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, leaver.me.id));

    const reports = await manager.getJson<QuietReport[]>('/api/recognition/quiet-reports');

    expect(reports.map(({ person }) => person.id)).toEqual([never.me.id, quiet.me.id]);
    expect(reports[0]).toMatchObject({ person: { id: never.me.id, name: never.me.fullName }, lastPraisedAt: null });
    expect(reports[1]?.lastPraisedAt).toBe(seventyDaysAgo);
  });

  it('is empty for someone nobody reports to, and 401 for a visitor', async () => {
    expect(await employee.getJson<QuietReport[]>('/api/recognition/quiet-reports')).toEqual([]);
    const response = await visitorOf(testApp).inject({ method: 'GET', url: '/api/recognition/quiet-reports' });
    expect(response.statusCode).toBe(401);
  });
});
