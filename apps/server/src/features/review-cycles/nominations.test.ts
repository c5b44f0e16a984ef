import { REVIEW_CYCLE_MESSAGES, type MyReviewCycles, type ReviewCycle } from '@topgear/shared/review-cycles';
import {
  NOMINATION_MESSAGES,
  type MyNominations,
  type NominationRequests,
  type TeamNominations,
} from '@topgear/shared/review-nominations';
import { beforeEach, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { answered, signInAs, visitorOf, type SignedInUser } from '../../../test/clients';
import { aDepartmentOf, aLaunchedCycle, aTemplate, cycleSetup } from '../../../test/reviews';

const testApp = useTestApp();

const asOrigin = { origin: TEST_PUBLIC_URL };

/**
 * A launched cycle with peer reviews (one or two peers each) for a department where `lead`
 * manages `first`, `second` and `third`; `outsider` works elsewhere; `otherLead` manages nobody in it.
 */
let admin: SignedInUser;
let lead: SignedInUser;
let first: SignedInUser;
let second: SignedInUser;
let third: SignedInUser;
let outsider: SignedInUser;
let otherLead: SignedInUser;
let cycle: ReviewCycle;
beforeEach(async () => {
  [admin, lead, first, second, third, outsider, otherLead] = await Promise.all([
    signInAs(testApp, { isAdmin: true }),
    signInAs(testApp, { isManager: true }),
    signInAs(testApp),
    signInAs(testApp),
    signInAs(testApp),
    signInAs(testApp),
    signInAs(testApp, { isManager: true }),
  ]);
  const department = await aDepartmentOf(admin, [
    [first, lead],
    [second, lead],
    [third, lead],
  ]);
  const template = await aTemplate(admin);
  cycle = await aLaunchedCycle(
    admin,
    cycleSetup(template.id, {
      reviews: ['self', 'manager', 'peer'],
      peersMin: 1,
      peersMax: 2,
      departmentIds: [department.id],
    }),
  );
});

const mine = () => `/api/review-cycles/${cycle.id}/nominations/mine`;
const team = () => `/api/review-cycles/${cycle.id}/nominations/team`;
const peersOf = (person: SignedInUser) => `/api/review-cycles/${cycle.id}/nominations/${person.me.id}/peers`;

const nominate = (person: SignedInUser, peers: SignedInUser[]) =>
  person.inject({
    method: 'PUT',
    url: mine(),
    payload: { peerIds: peers.map((peer) => peer.me.id) },
    headers: asOrigin,
  });

const statusesOf = (nominations: MyNominations) =>
  nominations.peers.map(({ peer, status, addedBy }) => [peer.id, status, addedBy]);

const errorOf = (body: string) => JSON.parse(body).error;

describe('nominating my peers', () => {
  it('proposes them, shows them to me, and replaces my waiting proposals when I nominate again', async () => {
    const response = await nominate(first, [second, outsider]);

    expect(response.statusCode, response.body).toBe(200);
    expect(statusesOf(response.json())).toEqual(
      expect.arrayContaining([
        [second.me.id, 'proposed', 'self'],
        [outsider.me.id, 'proposed', 'self'],
      ]),
    );
    expect(response.json<MyNominations>().peers).toHaveLength(2);
    expect((await first.getJson<MyNominations>(mine())).cycle).toMatchObject({
      id: cycle.id,
      phase: 'nominations',
      peersMax: 2,
    });

    await nominate(first, [third]);
    expect(statusesOf(await first.getJson<MyNominations>(mine()))).toEqual([[third.me.id, 'proposed', 'self']]);
  });

  it.each([
    ['more peers than the cycle allows', () => [second, third, outsider], 'peerIds', NOMINATION_MESSAGES.tooMany(2)],
    ['myself', () => [first], 'peerIds', NOMINATION_MESSAGES.ownPeer],
  ])('refuses %s with 400, keeping what I had', async (_label, peers, field, message) => {
    await nominate(first, [second]);

    const response = await nominate(first, peers());

    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).fields).toMatchObject({ [field]: message });
    expect(statusesOf(await first.getJson<MyNominations>(mine()))).toEqual([[second.me.id, 'proposed', 'self']]);
  });

  it('refuses someone who is not an active person, and the same peer twice', async () => {
    const unknown = await first.inject({
      method: 'PUT',
      url: mine(),
      payload: { peerIds: ['nobody-has-this-id'] },
      headers: asOrigin,
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorOf(unknown.body).fields).toMatchObject({ peerIds: NOMINATION_MESSAGES.peerNotFound });
    const twice = await first.inject({
      method: 'PUT',
      url: mine(),
      payload: { peerIds: [second.me.id, second.me.id] },
      headers: asOrigin,
    });
    expect(twice.statusCode).toBe(400);
  });

  it('counts the peers my manager added toward the most', async () => {
    await answered(lead, { method: 'POST', url: peersOf(first), payload: { peerId: outsider.me.id } }, 204);
    await answered(lead, { method: 'POST', url: peersOf(first), payload: { peerId: third.me.id } }, 204);

    const response = await nominate(first, [second]);

    expect(response.statusCode).toBe(400);
    expect(errorOf(response.body).fields).toMatchObject({ peerIds: NOMINATION_MESSAGES.tooMany(2) });
  });

  it('answers 404 to someone outside the cycle and 401 to a visitor', async () => {
    expect((await outsider.inject({ method: 'GET', url: mine() })).statusCode).toBe(404);
    expect((await nominate(outsider, [first])).statusCode).toBe(404);
    expect((await visitorOf(testApp).inject({ method: 'GET', url: mine() })).statusCode).toBe(401);
  });
});

describe("a manager's team in the cycle", () => {
  it('lists the people the cycle froze under them, with their peers; the organisation changing later does not move them', async () => {
    await nominate(first, [second]);
    await answered(admin, {
      method: 'PATCH',
      url: `/api/people/${first.me.id}`,
      payload: { managerId: otherLead.me.id },
    });

    const { people } = await lead.getJson<TeamNominations>(team());

    expect(people.map(({ person }) => person.id).sort()).toEqual([first, second, third].map((p) => p.me.id).sort());
    expect(people.every(({ yourReport }) => yourReport)).toBe(true);
    expect(people.find(({ person }) => person.id === first.me.id)?.peers).toEqual([
      expect.objectContaining({
        peer: expect.objectContaining({ id: second.me.id }),
        status: 'proposed',
        declineReason: null,
      }),
    ]);
    expect((await otherLead.inject({ method: 'GET', url: team() })).statusCode).toBe(404);
    expect(
      (await otherLead.inject({ method: 'POST', url: `${peersOf(first)}/${second.me.id}/approval`, headers: asOrigin }))
        .statusCode,
    ).toBe(404);
    // An administrator sees everyone, but reads what others wrote only about their own reports.
    const everyone = (await admin.getJson<TeamNominations>(team())).people;
    expect(everyone).toHaveLength(3);
    expect(everyone.some(({ yourReport }) => yourReport)).toBe(false);
  });

  it('approves, adds and removes peers; nobody else may', async () => {
    await nominate(first, [second]);
    await answered(lead, { method: 'POST', url: `${peersOf(first)}/${second.me.id}/approval` }, 204);
    await answered(lead, { method: 'POST', url: peersOf(first), payload: { peerId: outsider.me.id } }, 204);

    const afterAdding = statusesOf(await first.getJson<MyNominations>(mine()));
    expect(afterAdding).toEqual(
      expect.arrayContaining([
        [second.me.id, 'approved', 'self'],
        [outsider.me.id, 'approved', 'manager'],
      ]),
    );

    await answered(lead, { method: 'DELETE', url: `${peersOf(first)}/${outsider.me.id}` }, 204);
    expect(statusesOf(await first.getJson<MyNominations>(mine()))).toEqual([[second.me.id, 'approved', 'self']]);
    expect(
      (await lead.inject({ method: 'DELETE', url: `${peersOf(first)}/${outsider.me.id}`, headers: asOrigin }))
        .statusCode,
    ).toBe(404);

    for (const stranger of [second, outsider]) {
      const response = await stranger.inject({
        method: 'POST',
        url: peersOf(first),
        payload: { peerId: third.me.id },
        headers: asOrigin,
      });
      expect(response.statusCode, stranger.email).toBe(404);
    }
    const visitor = await visitorOf(testApp).inject({
      method: 'POST',
      url: peersOf(first),
      payload: { peerId: third.me.id },
      headers: asOrigin,
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('a nominated peer', () => {
  it('sees who nominated them and declines with a reason only the manager reads', async () => {
    await nominate(first, [second]);
    const [request] = await second.getJson<NominationRequests>('/api/review-nominations');
    expect(request).toMatchObject({ cycle: { id: cycle.id }, person: { id: first.me.id }, status: 'proposed' });

    await answered(
      second,
      {
        method: 'POST',
        url: `/api/review-cycles/${cycle.id}/nominations/${first.me.id}/decline`,
        payload: { reason: 'I have not worked with them this half' },
      },
      204,
    );

    expect((await first.getJson<MyNominations>(mine())).peers).toEqual([
      { peer: expect.objectContaining({ id: second.me.id }), status: 'declined', addedBy: 'self' },
    ]);
    const { people } = await lead.getJson<TeamNominations>(team());
    expect(people.find(({ person }) => person.id === first.me.id)?.peers[0]).toMatchObject({
      status: 'declined',
      declineReason: 'I have not worked with them this half',
    });
    const notNominated = await third.inject({
      method: 'POST',
      url: `/api/review-cycles/${cycle.id}/nominations/${first.me.id}/decline`,
      payload: { reason: '' },
      headers: asOrigin,
    });
    expect(notNominated.statusCode).toBe(404);
  });
});

describe('the running cycles that concern me', () => {
  const cyclesOf = (person: SignedInUser) => person.getJson<MyReviewCycles>('/api/review-cycles/mine');

  it('lists a cycle to the people in it and to the managers the cycle froze, with how many they manage', async () => {
    expect(await cyclesOf(first)).toEqual([
      {
        cycle: expect.objectContaining({ id: cycle.id, name: cycle.name, phase: 'nominations', peersMax: 2 }),
        takesPart: true,
        manages: 0,
        resultsShared: false,
      },
    ]);
    expect(await cyclesOf(lead)).toEqual([
      { cycle: expect.objectContaining({ id: cycle.id }), takesPart: false, manages: 3, resultsShared: false },
    ]);
    expect(await cyclesOf(outsider)).toEqual([]);
    expect(await cyclesOf(otherLead)).toEqual([]);
    expect((await visitorOf(testApp).inject({ method: 'GET', url: '/api/review-cycles/mine' })).statusCode).toBe(401);
  });

  it('says when I take part and manage in the same cycle, and follows the cycle until it closes', async () => {
    const template = await aTemplate(admin);
    const department = await aDepartmentOf(admin, [
      [lead, otherLead],
      [outsider, lead],
    ]);
    const both = await aLaunchedCycle(
      admin,
      cycleSetup(template.id, { reviews: ['self', 'peer'], departmentIds: [department.id] }),
    );

    const listed = await cyclesOf(lead);
    expect(listed.find((each) => each.cycle.id === both.id)).toMatchObject({ takesPart: true, manages: 1 });

    for (const from of ['nominations', 'writing', 'calibration']) {
      await answered(admin, { method: 'POST', url: `/api/review-cycles/${both.id}/advance`, payload: { from } });
    }
    await answered(admin, { method: 'POST', url: `/api/review-cycles/${both.id}/people/${lead.me.id}/sharing` });
    const sharing = (await cyclesOf(lead)).find((each) => each.cycle.id === both.id);
    expect(sharing).toMatchObject({ cycle: { phase: 'sharing' }, resultsShared: true });
    await answered(admin, {
      method: 'POST',
      url: `/api/review-cycles/${both.id}/advance`,
      payload: { from: 'sharing' },
    });
    expect((await cyclesOf(lead)).map((each) => each.cycle.id)).toEqual([cycle.id]);
  });
});

describe('moving the cycle on to writing', () => {
  it('approves the nominations still waiting, closes nominations, and refuses a second move', async () => {
    await nominate(first, [second, third]);
    const advance = {
      method: 'POST',
      url: `/api/review-cycles/${cycle.id}/advance`,
      payload: { from: 'nominations' },
    } as const;

    expect(await answered<ReviewCycle>(admin, advance)).toMatchObject({ phase: 'writing' });

    expect(statusesOf(await first.getJson<MyNominations>(mine())).map(([, status]) => status)).toEqual([
      'approved',
      'approved',
    ]);
    const again = await admin.inject({ ...advance, headers: asOrigin });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again.body)).toMatchObject({
      code: 'PHASE_CHANGED',
      message: REVIEW_CYCLE_MESSAGES.phaseChanged('Writing reviews'),
    });
    const late = await nominate(first, [second]);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late.body)).toMatchObject({
      code: 'NOMINATIONS_CLOSED',
      message: NOMINATION_MESSAGES.notNominations,
    });
    expect(await second.getJson<NominationRequests>('/api/review-nominations')).toEqual([]);
  });

  it('is for administrators only, and only from a phase it knows how to leave', async () => {
    const request = {
      method: 'POST',
      url: `/api/review-cycles/${cycle.id}/advance`,
      payload: { from: 'nominations' },
      headers: asOrigin,
    } as const;
    expect((await visitorOf(testApp).inject(request)).statusCode).toBe(401);
    expect((await lead.inject(request)).statusCode).toBe(403);
    expect((await first.inject(request)).statusCode).toBe(403);
    expect((await admin.inject({ ...request, payload: { from: 'closed' } })).statusCode).toBe(400);
    expect((await admin.inject({ ...request, payload: { from: 'draft' } })).statusCode).toBe(400);
  });
});
