import type { AuditEntry } from '@topgear/shared/audit';
import type { Page } from '@topgear/shared/pagination';
import type { OrgUnit, PersonUpdateInput } from '@topgear/shared/people';
import { REVIEW_CYCLE_MESSAGES, type ReviewCycle, type ReviewCycleInput } from '@topgear/shared/review-cycles';
import {
  REVIEW_TEMPLATE_MESSAGES,
  STARTER_TEMPLATE,
  type ReviewTemplate,
  type ReviewTemplateInput,
} from '@topgear/shared/review-templates';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { signInAs, signInEachRole, visitorOf, type SignedInUser } from '../../../test/clients';
import { cycleSetup } from '../../../test/reviews';
import { reviewParticipants } from '../../db/schema';

const testApp = useTestApp();

let employee: SignedInUser;
let manager: SignedInUser;
let admin: SignedInUser;
/** The starter template, which asks the person, their manager and peers, but not their reports. */
let template: ReviewTemplate;
beforeAll(async () => {
  ({ employee, manager, admin } = await signInEachRole(testApp));
  template = await createdTemplate();
});

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A write as the administrator, from the app's own origin. */
const write = (options: Pick<InjectOptions, 'method' | 'url' | 'payload'>) =>
  admin.inject({ ...options, headers: { origin: TEST_PUBLIC_URL } });

async function createdTemplate(changes: Partial<ReviewTemplateInput> = {}) {
  const payload = { ...STARTER_TEMPLATE, name: `Template ${crypto.randomUUID()}`, ...changes };
  const response = await write({ method: 'POST', url: '/api/review-templates', payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ReviewTemplate>();
}

async function newDepartment() {
  const response = await write({
    method: 'POST',
    url: '/api/departments',
    payload: { name: `Team ${crypto.randomUUID()}` },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OrgUnit>();
}

const place = async (person: SignedInUser, changes: PersonUpdateInput) => {
  const response = await write({ method: 'PATCH', url: `/api/people/${person.me.id}`, payload: changes });
  expect(response.statusCode, response.body).toBe(200);
};

/** A cycle set up for `departmentId` (nobody's, unless given), with self, manager and peer reviews. */
const cycleInput = (changes: Partial<ReviewCycleInput> = {}): ReviewCycleInput =>
  cycleSetup(template.id, { reviews: ['self', 'manager', 'peer'], departmentIds: [UNKNOWN_ID], ...changes });

async function createdCycle(input = cycleInput()) {
  const response = await write({ method: 'POST', url: '/api/review-cycles', payload: input });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<ReviewCycle>();
}

const launch = (cycle: ReviewCycle) => write({ method: 'POST', url: `/api/review-cycles/${cycle.id}/launch` });

const participantsOf = (cycle: ReviewCycle) =>
  testApp.db.select().from(reviewParticipants).where(eq(reviewParticipants.cycleId, cycle.id));

const auditOf = async (subjectId: string) =>
  (await admin.getJson<Page<AuditEntry>>('/api/audit-log', { limit: '20' })).items.filter(
    (entry) => entry.subjectId === subjectId,
  );

/** A department with `lead` managing three people in it; `lead` is not in it. */
async function aTeam() {
  const department = await newDepartment();
  const [lead, ...members] = await Promise.all([
    signInAs(testApp),
    signInAs(testApp),
    signInAs(testApp),
    signInAs(testApp),
  ]);
  for (const member of members) await place(member, { departmentId: department.id, managerId: lead.me.id });
  return { department, lead, members };
}

describe('the review cycle routes', () => {
  it.each([
    ['GET', '/api/review-cycles'],
    ['POST', '/api/review-cycles'],
    ['GET', `/api/review-cycles/${UNKNOWN_ID}`],
    ['PUT', `/api/review-cycles/${UNKNOWN_ID}`],
    ['DELETE', `/api/review-cycles/${UNKNOWN_ID}`],
    ['POST', `/api/review-cycles/${UNKNOWN_ID}/launch`],
  ] as const)('%s %s: 401 to a visitor, 403 to an employee and to a manager', async (method, url) => {
    const request = { method, url, payload: cycleInput(), headers: { origin: TEST_PUBLIC_URL } };
    expect((await visitorOf(testApp).inject(request)).statusCode).toBe(401);
    expect((await employee.inject(request)).statusCode).toBe(403);
    expect((await manager.inject(request)).statusCode).toBe(403);
  });

  it.each([
    ['GET', ''],
    ['PUT', ''],
    ['DELETE', ''],
    ['POST', '/launch'],
  ] as const)('%s an unknown cycle: 404, and 400 for an id that cannot be one', async (method, suffix) => {
    const unknown = await write({ method, url: `/api/review-cycles/${UNKNOWN_ID}${suffix}`, payload: cycleInput() });
    expect(unknown.statusCode).toBe(404);
    const malformed = await write({ method, url: `/api/review-cycles/nope${suffix}`, payload: cycleInput() });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('setting up a cycle', () => {
  it('keeps a draft with its template and the defaults, counting who would take part today, and audits it', async () => {
    const { department } = await aTeam();
    const input = cycleInput({ departmentIds: [department.id] });

    const cycle = await createdCycle(input);

    expect(cycle).toMatchObject({
      name: input.name,
      template: { id: template.id, name: template.name },
      phase: 'draft',
      peersMin: 3,
      peersMax: 5,
      anonymityThreshold: 3,
      managerIds: [],
      startedBy: null,
      participantCount: 3,
      launchedAt: null,
    });
    expect(await admin.getJson<ReviewCycle>(`/api/review-cycles/${cycle.id}`)).toEqual(cycle);
    expect((await admin.getJson<ReviewCycle[]>('/api/review-cycles'))[0]?.id).toBe(cycle.id);
    expect((await auditOf(cycle.id))[0]).toMatchObject({ action: 'review-cycle.created' });
  });

  it.each([
    [
      'a period that ends before it starts',
      { periodEnd: '2025-12-31' },
      'periodEnd',
      REVIEW_CYCLE_MESSAGES.periodOrder,
    ],
    [
      'peer reviews without a nominations deadline',
      { nominationsDue: null },
      'nominationsDue',
      REVIEW_CYCLE_MESSAGES.nominationsDeadline,
    ],
    ['deadlines out of order', { calibrationDue: '2026-07-10' }, 'calibrationDue', REVIEW_CYCLE_MESSAGES.deadlineOrder],
    ['fewer most peers than fewest', { peersMin: 4, peersMax: 2 }, 'peersMax', REVIEW_CYCLE_MESSAGES.peerOrder],
    ['an anonymity threshold of 2', { anonymityThreshold: 2 }, 'anonymityThreshold', REVIEW_CYCLE_MESSAGES.threshold],
    ['no kind of review', { reviews: [] }, 'reviews', REVIEW_CYCLE_MESSAGES.noReviews],
    [
      'a template that does not exist',
      { templateId: UNKNOWN_ID },
      'templateId',
      REVIEW_CYCLE_MESSAGES.templateNotFound,
    ],
  ] as const)('refuses %s with 400 naming the field', async (_label, changes, field, message) => {
    const response = await write({
      method: 'POST',
      url: '/api/review-cycles',
      payload: cycleInput(changes as Partial<ReviewCycleInput>),
    });

    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toMatchObject({ [field]: message });
  });

  it('takes in the people under the chosen managers at any depth, and leaves out those who started later', async () => {
    const [top, middle, below, late, outside] = await Promise.all(Array.from({ length: 5 }, () => signInAs(testApp)));
    await place(middle!, { managerId: top!.me.id });
    await place(below!, { managerId: middle!.me.id, startDate: '2025-03-01' });
    await place(late!, { managerId: middle!.me.id, startDate: '2026-05-01' });
    await place(outside!, { startDate: '2020-01-01' });

    const cycle = await createdCycle(
      cycleInput({ departmentIds: [], managerIds: [top!.me.id], startedBy: '2026-04-30' }),
    );

    expect(cycle.participantCount).toBe(3);
    expect((await launch(cycle)).statusCode).toBe(200);
    const people = (await participantsOf(cycle)).map((row) => row.personId).sort();
    expect(people).toEqual([top!.me.id, middle!.me.id, below!.me.id].sort());
  });

  it('changes and deletes a draft, auditing each', async () => {
    const cycle = await createdCycle();
    const changed = await write({
      method: 'PUT',
      url: `/api/review-cycles/${cycle.id}`,
      payload: cycleInput({ name: 'Mid-year 2026', reviews: ['self', 'manager'], nominationsDue: null }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Mid-year 2026', reviews: ['self', 'manager'], phase: 'draft' });

    expect((await write({ method: 'DELETE', url: `/api/review-cycles/${cycle.id}` })).statusCode).toBe(204);
    expect((await write({ method: 'GET', url: `/api/review-cycles/${cycle.id}` })).statusCode).toBe(404);
    expect((await auditOf(cycle.id)).map((entry) => entry.action)).toEqual([
      'review-cycle.deleted',
      'review-cycle.updated',
      'review-cycle.created',
    ]);
  });
});

describe('launching a cycle', () => {
  it('freezes who takes part with their managers then, opens nominations, and audits it', async () => {
    const { department, lead, members } = await aTeam();
    const cycle = await createdCycle(cycleInput({ departmentIds: [department.id] }));

    const response = await launch(cycle);

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      phase: 'nominations',
      participantCount: 3,
      launchedAt: expect.any(String),
    });
    const newLead = await signInAs(testApp);
    await place(members[0], { managerId: newLead.me.id, departmentId: null });
    const participants = await participantsOf(cycle);
    expect(participants).toHaveLength(3);
    expect(participants.every((row) => row.managerId === lead.me.id && row.departmentId === department.id)).toBe(true);
    expect((await admin.getJson<ReviewCycle>(`/api/review-cycles/${cycle.id}`)).participantCount).toBe(3);
    expect((await auditOf(cycle.id))[0]).toMatchObject({
      action: 'review-cycle.launched',
      summary: `Launched the review cycle "${cycle.name}" for 3 people`,
    });
  });

  it('opens writing at once without peer reviews', async () => {
    const { department } = await aTeam();
    const cycle = await createdCycle(cycleInput({ departmentIds: [department.id], reviews: ['self', 'manager'] }));

    expect((await launch(cycle)).json()).toMatchObject({ phase: 'writing' });
  });

  it('refuses, leaving a draft, when the template asks nothing of a kind of review turned on', async () => {
    const { department } = await aTeam();
    const cycle = await createdCycle(cycleInput({ departmentIds: [department.id], reviews: ['self', 'upward'] }));

    const response = await launch(cycle);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      error: { code: 'TEMPLATE_INCOMPLETE', message: REVIEW_CYCLE_MESSAGES.noQuestionsFor(['their reports']) },
    });
    expect((await admin.getJson<ReviewCycle>(`/api/review-cycles/${cycle.id}`)).phase).toBe('draft');
  });

  it('refuses, keeping nothing, when nobody matches who takes part', async () => {
    const cycle = await createdCycle(cycleInput({ departmentIds: [(await newDepartment()).id] }));

    const response = await launch(cycle);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'NOBODY_TAKES_PART' } });
    expect(await participantsOf(cycle)).toEqual([]);
  });

  it('launches once when launched twice at the same moment; a launched cycle no longer changes or goes', async () => {
    const { department } = await aTeam();
    const cycle = await createdCycle(cycleInput({ departmentIds: [department.id] }));

    const responses = await Promise.all([launch(cycle), launch(cycle)]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await participantsOf(cycle)).toHaveLength(3);
    for (const request of [
      { method: 'PUT', url: `/api/review-cycles/${cycle.id}`, payload: cycleInput() },
      { method: 'DELETE', url: `/api/review-cycles/${cycle.id}` },
    ] as const) {
      const refused = await write(request);
      expect(refused.statusCode, request.method).toBe(409);
      expect(refused.json()).toMatchObject({
        error: { code: 'CYCLE_NOT_DRAFT', message: REVIEW_CYCLE_MESSAGES.notDraft },
      });
    }
  });
});

describe('the template of a cycle', () => {
  it('changes freely while its cycles are drafts, but cannot be deleted from under one', async () => {
    const own = await createdTemplate();
    const cycle = await createdCycle(cycleInput({ templateId: own.id }));

    const changed = await write({
      method: 'PUT',
      url: `/api/review-templates/${own.id}`,
      payload: { ...STARTER_TEMPLATE, name: own.name },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const deleted = await write({ method: 'DELETE', url: `/api/review-templates/${own.id}` });
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json()).toMatchObject({
      error: { code: 'TEMPLATE_IN_USE', message: REVIEW_TEMPLATE_MESSAGES.draftCycle(cycle.name) },
    });
  });

  it('refuses changes and deletion while a launched cycle uses it; a copy changes freely', async () => {
    const own = await createdTemplate();
    const { department } = await aTeam();
    const cycle = await createdCycle(cycleInput({ templateId: own.id, departmentIds: [department.id] }));
    expect((await launch(cycle)).statusCode).toBe(200);

    for (const request of [
      { method: 'PUT', url: `/api/review-templates/${own.id}`, payload: { ...STARTER_TEMPLATE, name: own.name } },
      { method: 'DELETE', url: `/api/review-templates/${own.id}` },
    ] as const) {
      const refused = await write(request);
      expect(refused.statusCode, request.method).toBe(409);
      expect(refused.json()).toMatchObject({
        error: { code: 'TEMPLATE_IN_USE', message: REVIEW_TEMPLATE_MESSAGES.runningCycle(cycle.name) },
      });
    }
    const copy = await write({ method: 'POST', url: `/api/review-templates/${own.id}/copy` });
    expect(copy.statusCode).toBe(201);
    const copyId = copy.json<ReviewTemplate>().id;
    const changedCopy = await write({
      method: 'PUT',
      url: `/api/review-templates/${copyId}`,
      payload: { ...STARTER_TEMPLATE, name: `${own.name} next year` },
    });
    expect(changedCopy.statusCode, changedCopy.body).toBe(200);
  });
});
