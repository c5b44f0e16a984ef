import type { AuditEntry } from '@topgear/shared/audit';
import type { Notification } from '@topgear/shared/notifications';
import type { Page } from '@topgear/shared/pagination';
import type { Calibration } from '@topgear/shared/review-calibration';
import type { ReviewCycle } from '@topgear/shared/review-cycles';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { answered, signInAs, visitorOf, type SignedInUser } from '../../../test/clients';
import { aCycleBeingWritten, madeAdministrator, writeAndSubmit } from '../../../test/reviews';

const testApp = useTestApp();

/**
 * `top` ← `lead` ← `first`, `second`, `third`, all but `top` in the cycle (threshold 3), with
 * self, manager, peer and upward reviews. `first` is reviewed by two peers — below the
 * threshold — and `lead` by their three reports.
 */
let admin: SignedInUser;
let top: SignedInUser;
let lead: SignedInUser;
let outsider: SignedInUser;
let first: SignedInUser;
let second: SignedInUser;
let third: SignedInUser;
let cycle: ReviewCycle;
beforeAll(async () => {
  ({ admin, top, lead, first, second, third, cycle } = await aCycleBeingWritten(testApp));
  outsider = await signInAs(testApp, { isManager: true });
  await aGoalWithProgress(first, { from: '2026-02-01', to: '2026-05-31', target: 4, progress: 1 });
  await aGoalWithProgress(first, { from: '2026-03-01', to: '2026-09-30', target: 2, progress: 2 });
  await aGoalWithProgress(first, { from: '2025-01-01', to: '2025-12-31', target: 2, progress: 0 });
  await writeAndSubmit(first, cycle.id, 'self', first, { rating: 2, text: 'I kept the lights on' });
  await writeAndSubmit(lead, cycle.id, 'manager', first, { rating: 4, text: 'Reliable and calm' });
  await writeAndSubmit(second, cycle.id, 'peer', first, { rating: 5, text: 'Second wrote this' });
  await writeAndSubmit(third, cycle.id, 'peer', first, { rating: 5, text: 'Third wrote this' });
  for (const report of [first, second, third]) {
    await writeAndSubmit(report, cycle.id, 'upward', lead, { rating: 3, text: 'Makes time for us' });
  }
});

async function aGoalWithProgress(
  owner: SignedInUser,
  { from, to, target, progress }: { from: string; to: string; target: number; progress: number },
) {
  const goal = await answered<{ id: string }>(
    owner,
    { method: 'POST', url: '/api/goals', payload: { name: `Goal ${from}`, target, from, to } },
    201,
  );
  await answered(
    owner,
    { method: 'POST', url: `/api/goals/${goal.id}/check-ins`, payload: { progress, status: 'on-track' } },
    201,
  );
}

const advance = (from: string) =>
  answered<ReviewCycle>(admin, { method: 'POST', url: `/api/review-cycles/${cycle.id}/advance`, payload: { from } });

const tableUrl = () => `/api/review-cycles/${cycle.id}/calibration`;
const ratingUrl = (person: SignedInUser) => `/api/review-cycles/${cycle.id}/people/${person.me.id}/final-rating`;
const rowOf = (table: Calibration, person: SignedInUser) => table.rows.find((row) => row.person.id === person.me.id)!;
const namesIn = (table: Calibration) => table.rows.map((row) => row.person.id).sort();
const ids = (...people: SignedInUser[]) => people.map((person) => person.me.id).sort();

describe('calibration', () => {
  it('opens only once writing closes', async () => {
    const early = await admin.inject({ method: 'GET', url: tableUrl() });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 'NOT_CALIBRATING' });
    await advance('writing');
  });

  it("shows each part's mean, leaves out a group below the threshold and re-balances the score's weights", async () => {
    const table = await admin.getJson<Calibration>(tableUrl());
    const row = rowOf(table, first);
    expect(row).toMatchObject({
      managerAverage: 4,
      selfAverage: 2,
      peers: { asked: 2, submitted: 2, shown: false, average: null },
      score: 3.5,
      scoreParts: [
        { part: 'manager', average: 4, weight: 76.9 },
        { part: 'self', average: 2, weight: 23.1 },
      ],
      // The goal of 2025 is outside the period; the two inside are 25 % and 100 % there.
      goals: { count: 2, averageProgress: 63 },
    });
    // The peers' 5s appear nowhere: no mean, count or score is made of them.
    expect(JSON.stringify(row)).not.toMatch(/:5[,}\]]/);
    expect(rowOf(table, lead).reports).toEqual({ asked: 3, submitted: 3, shown: true, average: 3 });
  });

  it("proposes the final rating as the scale's level nearest the score, and gives the manager's rating per question for the 9-box", async () => {
    const table = await admin.getJson<Calibration>(tableUrl());
    expect(rowOf(table, first).finalRating).toBe(4);
    expect(table.ratedQuestions.length).toBeGreaterThanOrEqual(2);
    for (const question of table.ratedQuestions) expect(rowOf(table, first).managerRatings[question.id]).toBe(4);
    expect(table.scale).toHaveLength(5);
  });

  it('shows administrators everyone, and managers the people under them by the lines frozen at launch', async () => {
    expect(namesIn(await admin.getJson<Calibration>(tableUrl()))).toEqual(ids(lead, first, second, third));
    expect(namesIn(await top.getJson<Calibration>(tableUrl()))).toEqual(ids(lead, first, second, third));
    expect(namesIn(await lead.getJson<Calibration>(tableUrl()))).toEqual(ids(first, second, third));
    expect((await outsider.inject({ method: 'GET', url: tableUrl() })).statusCode).toBe(404);
    expect((await first.inject({ method: 'GET', url: tableUrl() })).statusCode).toBe(403);
    expect((await visitorOf(testApp).inject({ method: 'GET', url: tableUrl() })).statusCode).toBe(401);
  });

  it('filters by manager and by department', async () => {
    const byLead = await admin.getJson<Calibration>(tableUrl(), { managerId: lead.me.id });
    expect(namesIn(byLead)).toEqual(ids(first, second, third));
    const department = rowOf(byLead, first).department!;
    const byDepartment = await admin.getJson<Calibration>(tableUrl(), { departmentId: department.id });
    expect(namesIn(byDepartment)).toEqual(ids(lead, first, second, third));
    expect(byDepartment.managers.map((manager) => manager.id).sort()).toEqual(ids(top, lead));
    // The filter offers every manager, whatever it is set to.
    expect(byLead.managers.map((manager) => manager.id).sort()).toEqual(ids(top, lead));
    const unknown = await admin.inject({ method: 'GET', url: `${tableUrl()}?departmentId=nope` });
    expect(unknown.statusCode).toBe(400);
  });

  it("changes a final rating with a reason, audits it and tells the person's manager", async () => {
    const changed = await answered(admin, {
      method: 'PUT',
      url: ratingUrl(first),
      payload: { rating: 3, reason: 'In line with the rest of the team' },
    });
    expect(changed).toEqual({ finalRating: 3, finalRatingReason: 'In line with the rest of the team' });
    expect(rowOf(await lead.getJson<Calibration>(tableUrl()), first)).toMatchObject({
      finalRating: 3,
      finalRatingReason: 'In line with the rest of the team',
    });
    const [entry] = (await admin.getJson<Page<AuditEntry>>('/api/audit-log', { limit: '5' })).items;
    expect(entry).toMatchObject({ action: 'review-cycle.rating-changed', subjectId: cycle.id });
    expect(entry!.summary).toContain('from 4 Exceeds expectations to 3 Meets expectations');
    const told = (await lead.getJson<Page<Notification>>('/api/notifications')).items;
    expect(told[0]).toMatchObject({
      kind: 'review-rating-changed',
      link: `/dashboard/performance/cycles/${cycle.id}/calibration`,
    });
    expect(told[0]!.text).toContain('from 4 Exceeds expectations to 3 Meets expectations');
  });

  it("lets a manager change the rating of the people under them, but not their own or anyone else's", async () => {
    await answered(lead, {
      method: 'PUT',
      url: ratingUrl(second),
      payload: { rating: 5, reason: 'Carried the launch' },
    });
    const own = await lead.inject({ method: 'PUT', url: ratingUrl(lead), payload: { rating: 5, reason: 'Me' } });
    expect(own.statusCode).toBe(404);
    const outside = await outsider.inject({
      method: 'PUT',
      url: ratingUrl(first),
      payload: { rating: 5, reason: 'x' },
    });
    expect(outside.statusCode).toBe(404);
    const employee = await first.inject({ method: 'PUT', url: ratingUrl(first), payload: { rating: 5, reason: 'x' } });
    expect(employee.statusCode).toBe(403);
  });

  it('asks for a reason and a rating on the scale', async () => {
    const put = (payload: object) => admin.inject({ method: 'PUT', url: ratingUrl(third), payload });
    const noReason = await put({ rating: 2, reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toMatchObject({ reason: 'Please say why the rating changes' });
    const offScale = await put({ rating: 6, reason: 'Beyond' });
    expect(offScale.json().error.fields).toMatchObject({ rating: 'Choose a rating from 1 to 5' });
    const same = await admin.inject({ method: 'PUT', url: ratingUrl(second), payload: { rating: 5, reason: 'Again' } });
    expect(same.json().error.fields).toMatchObject({ rating: 'This is the final rating already' });
  });

  it('leaves an administrator who takes part out of their own calibration', async () => {
    await madeAdministrator(admin, second);
    expect(namesIn(await second.getJson<Calibration>(tableUrl()))).toEqual(ids(lead, first, third));
    const own = await second.inject({ method: 'PUT', url: ratingUrl(second), payload: { rating: 1, reason: 'Me' } });
    expect(own.statusCode).toBe(404);
    expect(rowOf(await admin.getJson<Calibration>(tableUrl()), second).finalRating).toBe(5);
  });

  it('settles final ratings once calibration ends', async () => {
    await advance('calibration');
    const late = await admin.inject({ method: 'PUT', url: ratingUrl(first), payload: { rating: 1, reason: 'Late' } });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({ code: 'NOT_CALIBRATING' });
    expect(rowOf(await admin.getJson<Calibration>(tableUrl()), first).finalRating).toBe(3);
  });
});
