import type { Goal } from '@topgear/shared/goals';
import type { OrgUnit } from '@topgear/shared/people';
import type { ReviewCycle, ReviewCycleInput } from '@topgear/shared/review-cycles';
import type { ReviewTemplate } from '@topgear/shared/review-templates';
import { REVIEW_WRITING_MESSAGES, type ReviewRequest, type ReviewRequestSummary } from '@topgear/shared/review-writing';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, useTestApp } from '../../../test/app';
import { answered, signInAs, visitorOf, type SignedInUser } from '../../../test/clients';
import { aDepartmentOf, aLaunchedCycle, aTemplate, cycleSetup, TEMPLATE_WITH_UPWARD } from '../../../test/reviews';

const testApp = useTestApp();

const asOrigin = { origin: TEST_PUBLIC_URL };

let admin: SignedInUser;
let top: SignedInUser;
let lead: SignedInUser;
let first: SignedInUser;
let second: SignedInUser;
let department: OrgUnit;
let template: ReviewTemplate;

/**
 * `top` ← `lead` ← `first`, `second`: the three below `top` are in `department`, whose cycle has
 * every kind of review; `first` nominated `second` as a peer, and the cycle moved on to writing.
 */
let cycle: ReviewCycle;
beforeAll(async () => {
  [admin, top, lead, first, second] = await Promise.all([
    signInAs(testApp, { isAdmin: true }),
    signInAs(testApp),
    signInAs(testApp),
    signInAs(testApp),
    signInAs(testApp),
  ]);
  department = await aDepartmentOf(admin, [
    [lead, top],
    [first, lead],
    [second, lead],
  ]);
  template = await aTemplate(admin, TEMPLATE_WITH_UPWARD);
  cycle = await launched({ reviews: ['self', 'manager', 'peer', 'upward'], nominationsDue: '2026-07-03' });
  await answered(first, {
    method: 'PUT',
    url: `/api/review-cycles/${cycle.id}/nominations/mine`,
    payload: { peerIds: [second.me.id] },
  });
  cycle = await answered<ReviewCycle>(admin, {
    method: 'POST',
    url: `/api/review-cycles/${cycle.id}/advance`,
    payload: { from: 'nominations' },
  });
});

const launched = (changes: Partial<ReviewCycleInput>) =>
  aLaunchedCycle(admin, cycleSetup(template.id, { departmentIds: [department.id], ...changes }));

const inboxOf = async (person: SignedInUser) =>
  (await person.getJson<ReviewRequestSummary[]>('/api/review-requests')).filter(
    (review) => review.cycle.id === cycle.id,
  );

const asked = (reviews: ReviewRequestSummary[]) => reviews.map((review) => [review.relation, review.subject.id]).sort();

async function reviewOf(person: SignedInUser, relation: ReviewRequestSummary['relation'], subject = person) {
  const review = (await inboxOf(person)).find(
    (item) => item.relation === relation && item.subject.id === subject.me.id,
  );
  expect(review, `${relation} review of ${subject.email} by ${person.email}`).toBeDefined();
  return person.getJson<ReviewRequest>(`/api/review-requests/${review!.id}`);
}

const saveAnswers = (person: SignedInUser, review: ReviewRequest, answers: ReviewRequest['answers']) =>
  person.inject({
    method: 'PUT',
    url: `/api/review-requests/${review.id}/answers`,
    payload: { answers },
    headers: asOrigin,
  });

const submit = (person: SignedInUser, review: ReviewRequest) =>
  person.inject({ method: 'POST', url: `/api/review-requests/${review.id}/submission`, headers: asOrigin });

describe('opening writing', () => {
  it('asks each person for their own review, each manager in the cycle, each approved peer and each report', async () => {
    expect(cycle.phase).toBe('writing');
    expect(asked(await inboxOf(first))).toEqual([
      ['self', first.me.id],
      ['upward', lead.me.id],
    ]);
    expect(asked(await inboxOf(second))).toEqual(
      [
        ['peer', first.me.id],
        ['self', second.me.id],
        ['upward', lead.me.id],
      ].sort(),
    );
    expect(asked(await inboxOf(lead))).toEqual(
      [
        ['manager', first.me.id],
        ['manager', second.me.id],
        ['self', lead.me.id],
      ].sort(),
    );
    // `top` takes no part, but manages `lead` in this cycle.
    expect(asked(await inboxOf(top))).toEqual([['manager', lead.me.id]]);
    const [own] = (await inboxOf(first)).filter((review) => review.relation === 'self');
    expect(own).toMatchObject({ status: 'open', answered: 0, questionCount: 4, submittedAt: null });
  });

  it('opens writing at launch, with the reviews, when the cycle has no peer reviews', async () => {
    const direct = await launched({ reviews: ['self', 'manager'] });
    expect(direct.phase).toBe('writing');
    const reviews = (await first.getJson<ReviewRequestSummary[]>('/api/review-requests')).filter(
      (review) => review.cycle.id === direct.id,
    );
    expect(reviews.map((review) => review.relation)).toEqual(['self']);
  });
});

describe('a review to write', () => {
  it("shows the reviewer the questions their relation answers, who reads each answer, and the person's goals", async () => {
    await answered<Goal>(
      first,
      { method: 'POST', url: '/api/goals', payload: { name: 'Ship the review cycles', target: 4 } },
      201,
    );

    const review = await reviewOf(first, 'self');

    expect(review.questions.map((question) => [question.kind, question.visibility, question.sectionTitle])).toEqual([
      ['goals', 'shared', 'Results'],
      ['text', 'shared', 'Results'],
      ['text', 'shared', 'Results'],
      ['rating', 'managers', 'Overall'],
    ]);
    const goals = review.questions[0]!;
    expect(goals.kind === 'goals' && goals.goals.map((goal) => goal.name)).toEqual(['Ship the review cycles']);
    expect(goals.kind === 'goals' && goals.levels).toHaveLength(5);
    const peer = await reviewOf(second, 'peer', first);
    expect(peer.questions.map((question) => question.prompt)).toEqual([
      'What went well?',
      'What could be better next time?',
    ]);
  });

  it('answers 404 to anyone but the reviewer, and 401 to a visitor', async () => {
    const review = await reviewOf(first, 'self');
    for (const other of [second, lead, admin]) {
      expect(
        (await other.inject({ method: 'GET', url: `/api/review-requests/${review.id}` })).statusCode,
        other.email,
      ).toBe(404);
      expect((await saveAnswers(other, review, {})).statusCode, other.email).toBe(404);
      expect((await submit(other, review)).statusCode, other.email).toBe(404);
    }
    expect((await visitorOf(testApp).inject({ method: 'GET', url: '/api/review-requests' })).statusCode).toBe(401);
  });
});

describe('drafts and submission', () => {
  it('saves the answers so far, counts them, and keeps them for the next visit', async () => {
    const review = await reviewOf(lead, 'manager', first);
    const [goals, wentWell] = review.questions;

    const response = await saveAnswers(lead, review, {
      [goals!.id]: { rating: 4, text: 'Shipped more than planned' },
      [wentWell!.id]: { rating: null, text: '<b>Steady</b> and kind' },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ReviewRequest>()).toMatchObject({ answered: 2, status: 'open' });
    const again = await reviewOf(lead, 'manager', first);
    expect(again.answers[wentWell!.id]).toEqual({ rating: null, text: '<b>Steady</b> and kind' });
  });

  it.each([
    [
      'a rating above the scale',
      (q: ReviewRequest['questions']) => ({ [q[0]!.id]: { rating: 6, text: '' } }),
      REVIEW_WRITING_MESSAGES.ratingOutOfScale(5),
    ],
    [
      'a rating of a written question',
      (q: ReviewRequest['questions']) => ({ [q[1]!.id]: { rating: 3, text: '' } }),
      REVIEW_WRITING_MESSAGES.writtenOnly,
    ],
    [
      'a written answer too long',
      (q: ReviewRequest['questions']) => ({ [q[1]!.id]: { rating: null, text: 'x'.repeat(2001) } }),
      REVIEW_WRITING_MESSAGES.textTooLong(2000),
    ],
    [
      'an answer to a question not asked',
      () => ({ 'not-a-question': { rating: 1, text: '' } }),
      REVIEW_WRITING_MESSAGES.unknownQuestion,
    ],
  ])('refuses %s with 400 naming the answer, keeping the draft', async (_label, answersFor, message) => {
    const review = await reviewOf(lead, 'manager', second);
    const answers = answersFor(review.questions);

    const response = await saveAnswers(lead, review, answers);

    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ [`answers.${Object.keys(answers)[0]}`]: message });
    expect((await reviewOf(lead, 'manager', second)).answers).toEqual(review.answers);
  });

  it('refuses to submit with a required question unanswered, naming each; then submits once, and locks the answers', async () => {
    const review = await reviewOf(second, 'self');
    const [goals, wentWell, better, overall] = review.questions;
    await saveAnswers(second, review, { [goals!.id]: { rating: 3, text: '' } });

    const early = await submit(second, review);
    expect(early.statusCode).toBe(400);
    expect(Object.keys(early.json().error.fields).sort()).toEqual(
      [wentWell, better, overall].map((question) => `answers.${question!.id}`).sort(),
    );

    await saveAnswers(second, review, {
      [goals!.id]: { rating: 3, text: '' },
      [wentWell!.id]: { rating: null, text: 'Kept the release on time' },
      [better!.id]: { rating: null, text: 'Write things down sooner' },
      [overall!.id]: { rating: 4, text: '' },
    });
    const [once, twice] = await Promise.all([submit(second, review), submit(second, review)]);
    expect([once.statusCode, twice.statusCode].sort()).toEqual([200, 409]);
    const submitted = await reviewOf(second, 'self');
    expect(submitted).toMatchObject({ status: 'submitted', answered: 4, submittedAt: expect.any(String) });

    const late = await saveAnswers(second, review, {});
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      error: { code: 'REVIEW_SUBMITTED', message: REVIEW_WRITING_MESSAGES.submitted },
    });
    expect((await reviewOf(second, 'self')).answers[wentWell!.id]?.text).toBe('Kept the release on time');
  });
});
