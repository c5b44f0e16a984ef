import type { OrgUnit } from '@topgear/shared/people';
import type { ReviewCycle } from '@topgear/shared/review-cycles';
import type { ReviewProgress } from '@topgear/shared/review-progress';
import type { ReviewTemplate } from '@topgear/shared/review-templates';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { answered, signInAs, signInEachRole, visitorOf, type SignedInUser } from '../../../test/clients';
import {
  aDepartmentOf,
  aLaunchedCycle,
  aReviewTeam,
  aTemplate,
  cycleSetup,
  deadlinesAhead,
} from '../../../test/reviews';
import { reviewCycles, reviewParticipants, reviewRequests } from '../../db/schema';

const testApp = useTestApp();

let employee: SignedInUser;
let manager: SignedInUser;
let admin: SignedInUser;
let template: ReviewTemplate;
beforeAll(async () => {
  ({ employee, manager, admin } = await signInEachRole(testApp));
  template = await aTemplate(admin);
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const progressOf = (cycle: { id: string }) => admin.getJson<ReviewProgress>(`/api/review-cycles/${cycle.id}/progress`);

/** Everyone here registered as an employee, without a picture. */
const personRef = (person: SignedInUser) => ({
  id: person.me.id,
  name: person.me.fullName,
  image: null,
  jobTitle: 'Employee',
});

/** The overdue list by id: everyone here has the same name. */
const overdueOf = (progress: ReviewProgress) =>
  [...progress.overdue].sort((a, b) => a.person.id.localeCompare(b.person.id));
const sortedById = <Entry extends { person: { id: string } }>(entries: Entry[]) =>
  entries.sort((a, b) => a.person.id.localeCompare(b.person.id));

describe('the progress and reminder routes', () => {
  it.each([
    ['GET', 'progress'],
    ['POST', 'reminders'],
  ] as const)(
    '%s …/%s: 401 to a visitor, 403 to an employee and to a manager, 200 to an administrator',
    async (method, last) => {
      const { department } = await aReviewTeam(testApp, admin);
      const cycle = await aLaunchedCycle(admin, cycleSetup(template.id, { departmentIds: [department.id] }));
      const request = { method, url: `/api/review-cycles/${cycle.id}/${last}`, headers: { origin: TEST_PUBLIC_URL } };

      expect((await visitorOf(testApp).inject(request)).statusCode).toBe(401);
      expect((await employee.inject(request)).statusCode).toBe(403);
      expect((await manager.inject(request)).statusCode).toBe(403);
      expect((await admin.inject(request)).statusCode).toBe(200);
    },
  );

  it.each([
    ['GET', 'progress'],
    ['POST', 'reminders'],
  ] as const)('%s …/%s of an unknown cycle: 404, and 400 for an id that cannot be one', async (method, last) => {
    const at = (id: string) => ({
      method,
      url: `/api/review-cycles/${id}/${last}`,
      headers: { origin: TEST_PUBLIC_URL },
    });

    const unknown = await admin.inject(at(UNKNOWN_ID));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    const malformed = await admin.inject(at('nope'));
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().error.fields)).toEqual(['id']);
  });
});

describe('GET /api/review-cycles/:id/progress', () => {
  it('counts each phase overall and by department, and lists who is late with what is left', async () => {
    // Two departments: `top` ← `lead` ← `first`, `second` in one; `third`, also under `lead`, in the other.
    const { top, lead, first, second, department } = await aReviewTeam(testApp, admin);
    const third = await signInAs(testApp);
    const elsewhere = await aDepartmentOf(admin, [[third, lead]]);
    // Deadlines in July 2026: past, so whoever has work left is late.
    const cycle = await aLaunchedCycle(
      admin,
      cycleSetup(template.id, {
        reviews: ['self', 'manager', 'peer'],
        peersMin: 1,
        departmentIds: [department.id, elsewhere.id],
      }),
    );
    await answered(first, {
      method: 'PUT',
      url: `/api/review-cycles/${cycle.id}/nominations/mine`,
      payload: { peerIds: [second.me.id] },
    });
    await answered(
      lead,
      {
        method: 'POST',
        url: `/api/review-cycles/${cycle.id}/nominations/${third.me.id}/peers`,
        payload: { peerId: first.me.id },
      },
      204,
    );
    const departmentRow = (unit: OrgUnit) => ({ id: unit.id, name: unit.name });
    const [inDepartment, inElsewhere] = [departmentRow(department), departmentRow(elsewhere)].sort((a, b) =>
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
    );
    const byDepartment = <Counts>(counts: Record<string, Counts>) =>
      [inDepartment!, inElsewhere!].map((unit) => ({ department: unit, ...counts[unit.id]! }));

    const nominating = await progressOf(cycle);

    expect(nominating).toMatchObject({ phase: 'nominations', due: '2026-07-03' });
    expect(nominating.overall).toEqual({
      nominations: { done: 2, total: 4 },
      writing: { done: 0, total: 0 },
      shared: { done: 0, total: 4 },
      acknowledged: { done: 0, total: 0 },
      writingByRelation: [
        { relation: 'self', done: 0, total: 0 },
        { relation: 'manager', done: 0, total: 0 },
        { relation: 'peer', done: 0, total: 0 },
      ],
    });
    expect(nominating.departments).toEqual(
      byDepartment({
        [department.id]: {
          nominations: { done: 1, total: 3 },
          writing: { done: 0, total: 0 },
          shared: { done: 0, total: 3 },
          acknowledged: { done: 0, total: 0 },
        },
        [elsewhere.id]: {
          nominations: { done: 1, total: 1 },
          writing: { done: 0, total: 0 },
          shared: { done: 0, total: 1 },
          acknowledged: { done: 0, total: 0 },
        },
      }),
    );
    expect(overdueOf(nominating)).toEqual(
      sortedById([
        {
          person: personRef(lead),
          work: [
            { kind: 'nominate', count: 1 },
            { kind: 'approve', count: 1 },
          ],
        },
        { person: personRef(second), work: [{ kind: 'nominate', count: 1 }] },
      ]),
    );

    await answered(admin, {
      method: 'POST',
      url: `/api/review-cycles/${cycle.id}/advance`,
      payload: { from: 'nominations' },
    });
    await testApp.db
      .update(reviewRequests)
      .set({ submittedAt: new Date() })
      .where(and(eq(reviewRequests.cycleId, cycle.id), eq(reviewRequests.reviewerId, first.me.id)));

    const writing = await progressOf(cycle);

    expect(writing).toMatchObject({ phase: 'writing', due: '2026-07-17' });
    expect(writing.overall).toMatchObject({
      writing: { done: 2, total: 10 },
      writingByRelation: [
        { relation: 'self', done: 1, total: 4 },
        { relation: 'manager', done: 0, total: 4 },
        { relation: 'peer', done: 1, total: 2 },
      ],
    });
    expect(writing.departments.map((row) => [row.department?.id, row.writing])).toEqual(
      byDepartment({
        [department.id]: { done: 1, total: 7 },
        [elsewhere.id]: { done: 1, total: 3 },
      }).map(({ department: unit, ...counts }) => [unit.id, counts]),
    );
    expect(overdueOf(writing)).toEqual(
      sortedById([
        { person: personRef(lead), work: [{ kind: 'write', count: 4 }] },
        { person: personRef(second), work: [{ kind: 'write', count: 2 }] },
        { person: personRef(third), work: [{ kind: 'write', count: 1 }] },
        { person: personRef(top), work: [{ kind: 'write', count: 1 }] },
      ]),
    );

    await testApp.db.update(reviewCycles).set({ phase: 'sharing' }).where(eq(reviewCycles.id, cycle.id));
    const sharedWith = (ids: string[]) =>
      and(eq(reviewParticipants.cycleId, cycle.id), inArray(reviewParticipants.personId, ids));
    await testApp.db
      .update(reviewParticipants)
      .set({ sharedAt: new Date() })
      .where(sharedWith([first.me.id, third.me.id]));
    await testApp.db
      .update(reviewParticipants)
      .set({ acknowledgedAt: new Date() })
      .where(sharedWith([third.me.id]));

    const sharing = await progressOf(cycle);

    expect(sharing).toMatchObject({ phase: 'sharing', due: '2026-07-31' });
    expect(sharing.overall).toMatchObject({ shared: { done: 2, total: 4 }, acknowledged: { done: 1, total: 2 } });
    expect(
      sharing.departments.map(({ department: unit, shared, acknowledged }) => [unit?.id, shared, acknowledged]),
    ).toEqual(
      byDepartment({
        [department.id]: { shared: { done: 1, total: 3 }, acknowledged: { done: 0, total: 1 } },
        [elsewhere.id]: { shared: { done: 1, total: 1 }, acknowledged: { done: 1, total: 1 } },
      }).map(({ department: unit, shared, acknowledged }) => [unit.id, shared, acknowledged]),
    );
    expect(overdueOf(sharing)).toEqual(
      sortedById([
        { person: personRef(lead), work: [{ kind: 'share', count: 1 }] },
        { person: personRef(first), work: [{ kind: 'acknowledge', count: 1 }] },
        { person: personRef(top), work: [{ kind: 'share', count: 1 }] },
      ]),
    );
  });

  it('counts no nominations without peer reviews, and lists nobody late before the deadline', async () => {
    const { department } = await aReviewTeam(testApp, admin);
    const cycle = await aLaunchedCycle(
      admin,
      cycleSetup(template.id, { reviews: ['self', 'manager'], departmentIds: [department.id], ...deadlinesAhead() }),
    );

    const progress = await progressOf(cycle);

    expect(progress).toMatchObject({ phase: 'writing', due: cycle.writingDue, overdue: [] });
    expect(progress.overall).toEqual({
      nominations: null,
      writing: { done: 0, total: 6 },
      shared: { done: 0, total: 3 },
      acknowledged: { done: 0, total: 0 },
      writingByRelation: [
        { relation: 'self', done: 0, total: 3 },
        { relation: 'manager', done: 0, total: 3 },
      ],
    });
  });

  it('counts nobody in a draft, which has nobody taking part yet', async () => {
    const draft = await answered<ReviewCycle>(
      admin,
      { method: 'POST', url: '/api/review-cycles', payload: cycleSetup(template.id) },
      201,
    );

    expect(await progressOf(draft)).toMatchObject({ phase: 'draft', due: null, departments: [], overdue: [] });
  });
});
