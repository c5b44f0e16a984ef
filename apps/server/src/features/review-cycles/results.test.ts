import type { ReviewCycle } from '@topgear/shared/review-cycles';
import { REVIEW_PACKET_MESSAGES, type SharingStatus } from '@topgear/shared/review-packets';
import { STARTER_TEMPLATE, type ReviewTemplateInput } from '@topgear/shared/review-templates';
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { answered, signInAs, signInEachRole, visitorOf, type Client, type SignedInUser } from '../../../test/clients';
import {
  aDepartmentOf,
  aLaunchedCycle,
  aTemplate,
  cycleSetup,
  madeAdministrator,
  writeAndSubmit,
} from '../../../test/reviews';
import { reviewParticipants, users } from '../../db/schema';

const testApp = useTestApp();

/** The starter template, and a question peers rate on the scale. */
const TEMPLATE: ReviewTemplateInput = {
  ...STARTER_TEMPLATE,
  sections: [
    ...STARTER_TEMPLATE.sections,
    {
      title: 'Teamwork',
      questions: [
        { kind: 'rating', prompt: 'How well do they work with others?', answeredBy: ['peer'], visibility: 'shared' },
      ],
    },
  ],
};

const FORMULA = '=HYPERLINK("http://evil.example","Click")';

/**
 * `lead` ← `ann`, `ben`, `cat`, `dan` in one department; a cycle (threshold 3) with self, manager
 * and peer reviews. Ann's three peers submit (shown); Ben's two do (below the threshold).
 */
let admin: SignedInUser;
let lead: SignedInUser;
let ann: SignedInUser;
let ben: SignedInUser;
let cat: SignedInUser;
let dan: SignedInUser;
let cycle: ReviewCycle;
let departmentName: string;
beforeAll(async () => {
  [admin, lead, ann, ben, cat, dan] = await Promise.all([
    signInAs(testApp, { isAdmin: true }),
    signInAs(testApp, { isManager: true }),
    signInAs(testApp),
    signInAs(testApp),
    signInAs(testApp),
    signInAs(testApp),
  ]);
  const department = await aDepartmentOf(
    admin,
    [ann, ben, cat, dan].map((person) => [person, lead] as const),
  );
  departmentName = department.name;
  const template = await aTemplate(admin, TEMPLATE);
  cycle = await aLaunchedCycle(
    admin,
    cycleSetup(template.id, { reviews: ['self', 'manager', 'peer'], peersMin: 1, departmentIds: [department.id] }),
  );
  const nominate = (person: SignedInUser, peers: SignedInUser[]) =>
    answered(person, {
      method: 'PUT',
      url: `/api/review-cycles/${cycle.id}/nominations/mine`,
      payload: { peerIds: peers.map((peer) => peer.me.id) },
    });
  await nominate(ann, [ben, cat, dan]);
  await nominate(ben, [ann, cat]);
  await advance('nominations');

  for (const [target, progress] of [
    [4, 2],
    [2, 2],
  ]) {
    const goal = await answered<{ id: string }>(
      ann,
      { method: 'POST', url: '/api/goals', payload: { name: `Goal ${target}`, target } },
      201,
    );
    await answered(
      ann,
      { method: 'POST', url: `/api/goals/${goal.id}/check-ins`, payload: { progress, status: 'on-track' } },
      201,
    );
  }

  await writeAndSubmit(ann, cycle.id, 'self', ann, { rating: 4, text: 'Ann on Ann' });
  await writeAndSubmit(lead, cycle.id, 'manager', ann, { rating: 3, text: 'Lead on Ann' });
  for (const [peer, rating] of [
    [ben, 5],
    [cat, 4],
    [dan, 3],
  ] as const) {
    await writeAndSubmit(peer, cycle.id, 'peer', ann, { rating, text: 'On Ann' });
  }
  await writeAndSubmit(ben, cycle.id, 'self', ben, { rating: 2, text: 'Ben on Ben' });
  await writeAndSubmit(lead, cycle.id, 'manager', ben, { rating: 2, text: 'Lead on Ben' });
  await writeAndSubmit(ann, cycle.id, 'peer', ben, { rating: 1, text: 'Ann wrote on Ben' });
  await writeAndSubmit(cat, cycle.id, 'peer', ben, { rating: 1, text: 'Cat wrote on Ben' });
});

const advance = (from: string) =>
  answered<ReviewCycle>(admin, { method: 'POST', url: `/api/review-cycles/${cycle.id}/advance`, payload: { from } });

const resultsUrl = () => `/api/review-cycles/${cycle.id}/results.csv`;

describe("a cycle's results", () => {
  it('wait for calibration', async () => {
    const response = await admin.inject({ method: 'GET', url: resultsUrl() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'RESULTS_NOT_READY' } });
  });

  it('are one RFC 4180 line a participant, with no average of a group below the threshold', async () => {
    await advance('writing');
    // The final ratings as calibration may leave them: Ann's set, Ben's not.
    await testApp.app.db
      .update(reviewParticipants)
      .set({ finalRating: null })
      .where(eq(reviewParticipants.cycleId, cycle.id));
    await testApp.app.db
      .update(reviewParticipants)
      .set({ finalRating: 3 })
      .where(and(eq(reviewParticipants.cycleId, cycle.id), eq(reviewParticipants.personId, ann.me.id)));
    // A name a spreadsheet would run as a formula.
    await testApp.app.db.update(users).set({ name: FORMULA }).where(eq(users.id, dan.me.id));

    const response = await admin.inject({ method: 'GET', url: resultsUrl() });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="review-results-[a-z0-9-]+\.csv"$/);
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(response.body).toContain('\r\n');
    const rows = parse<Record<string, string>>(response.body, { bom: true, columns: true });
    expect(Object.keys(rows[0]!)).toEqual([
      'Name',
      'Email',
      'Department',
      'Manager',
      'Final rating',
      'Final rating label',
      'Self average',
      'Manager average',
      'Peer average',
      'Peer responses',
      'Upward average',
      'Upward responses',
      'Goals',
      'Goals progress',
      'Shared at',
      'Acknowledged at',
    ]);
    const rowOf = (person: SignedInUser) => rows.find((row) => row.Email === person.email);
    expect(rowOf(ann)).toEqual({
      Name: ann.me.fullName,
      Email: ann.email,
      Department: departmentName,
      Manager: lead.me.fullName,
      'Final rating': '3',
      'Final rating label': 'Meets expectations',
      'Self average': '4.0',
      'Manager average': '3.0',
      'Peer average': '4.0',
      'Peer responses': '3',
      'Upward average': '',
      'Upward responses': '',
      Goals: '2',
      'Goals progress': '75%',
      'Shared at': '',
      'Acknowledged at': '',
    });
    expect(rowOf(ben)).toMatchObject({
      'Final rating': '',
      'Self average': '2.0',
      'Manager average': '2.0',
      'Peer average': '',
      'Peer responses': 'below threshold',
      Goals: '0',
      'Goals progress': '',
    });
    expect(rowOf(dan)?.Name).toBe(`'${FORMULA}`);
    expect(rows).toHaveLength(4);
  });

  it('say when each packet was shared and acknowledged', async () => {
    await advance('calibration');
    await answered(admin, {
      method: 'POST',
      url: `/api/review-cycles/${cycle.id}/sharing`,
      payload: { personIds: [ann.me.id] },
    });
    await answered(ann, { method: 'POST', url: `/api/review-cycles/${cycle.id}/packet/acknowledgement`, payload: {} });

    const rows = parse<Record<string, string>>((await admin.inject({ method: 'GET', url: resultsUrl() })).body, {
      bom: true,
      columns: true,
    });

    const annRow = rows.find((row) => row.Email === ann.email);
    expect(annRow?.['Shared at']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(annRow?.['Acknowledged at']).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(rows.find((row) => row.Email === ben.email)?.['Shared at']).toBe('');
  });

  it('leave out the administrator who takes part and asks, who may not share their own review either', async () => {
    await madeAdministrator(admin, ben);
    const emails = parse<Record<string, string>>((await ben.inject({ method: 'GET', url: resultsUrl() })).body, {
      bom: true,
      columns: true,
    }).map((row) => row.Email);
    expect(emails).toEqual(expect.arrayContaining([ann.email, cat.email, dan.email]));
    expect(emails).not.toContain(ben.email);

    const sharing = await ben.getJson<SharingStatus>(`/api/review-cycles/${cycle.id}/sharing`);
    expect(sharing).toMatchObject({ participants: 3, shared: 1 });
    expect(sharing.waitingIds).not.toContain(ben.me.id);
    const own = await ben.inject({
      method: 'POST',
      url: `/api/review-cycles/${cycle.id}/sharing`,
      payload: { personIds: [cat.me.id, ben.me.id] },
      headers: { origin: TEST_PUBLIC_URL },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().error.fields).toEqual({ personIds: REVIEW_PACKET_MESSAGES.notYourOwn });
    expect((await admin.getJson<SharingStatus>(`/api/review-cycles/${cycle.id}/sharing`)).shared).toBe(1);
  });
});

describe("the administrators' routes", () => {
  it('answer 401 to a visitor, 403 to an employee or a manager, and serve an administrator', async () => {
    const { employee, manager } = await signInEachRole(testApp);
    const reads = [resultsUrl(), `/api/review-cycles/${cycle.id}/sharing`];
    const share = {
      method: 'POST' as const,
      url: `/api/review-cycles/${cycle.id}/sharing`,
      payload: { personIds: [] },
    };
    const expectations: Array<[Client, number]> = [
      [visitorOf(testApp), 401],
      [employee, 403],
      [manager, 403],
    ];
    for (const [client, status] of expectations) {
      for (const url of reads) expect((await client.inject({ method: 'GET', url })).statusCode, url).toBe(status);
      expect((await client.inject({ ...share, headers: { origin: TEST_PUBLIC_URL } })).statusCode).toBe(status);
    }
    for (const url of reads) expect((await admin.inject({ method: 'GET', url })).statusCode, url).toBe(200);
    // An empty list is refused for what it is, not for who sent it.
    expect((await admin.inject({ ...share, headers: { origin: TEST_PUBLIC_URL } })).statusCode).toBe(400);
  });
});
