import type { ReviewCycle } from '@topgear/shared/review-cycles';
import type { ManagerFeedback } from '@topgear/shared/review-writing';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { visitorOf, type SignedInUser } from '../../../test/clients';
import { aCycleBeingWritten, writeAndSubmit } from '../../../test/reviews';

const testApp = useTestApp();

/**
 * `top` ← `lead` ← `first`, `second`, `third`, all but `top` in the cycle (threshold 3), with
 * self, manager, peer and upward reviews; `first` has two peers, `second` and `third`.
 */
let admin: SignedInUser;
let top: SignedInUser;
let lead: SignedInUser;
let first: SignedInUser;
let second: SignedInUser;
let third: SignedInUser;
let cycle: ReviewCycle;
beforeAll(async () => {
  ({ admin, top, lead, first, second, third, cycle } = await aCycleBeingWritten(testApp));
});

const feedbackUrl = (person: SignedInUser) => `/api/review-cycles/${cycle.id}/people/${person.me.id}/feedback`;

describe("a manager reading their report's reviews while they are written", () => {
  it("shows the person's own review only once submitted", async () => {
    expect((await lead.getJson<ManagerFeedback>(feedbackUrl(first))).selfReview).toBeNull();

    await writeAndSubmit(first, cycle.id, 'self', first, { rating: 4, text: 'Shipped the cycles' });

    const { selfReview } = await lead.getJson<ManagerFeedback>(feedbackUrl(first));
    expect(selfReview?.answers.map(({ answer }) => answer)).toEqual([
      { rating: 4, text: '' },
      { rating: null, text: 'Shipped the cycles' },
      { rating: null, text: 'Shipped the cycles' },
      { rating: 4, text: '' },
    ]);
    // A rating comes with the levels that name it; a written answer with none.
    expect(selfReview?.answers.map(({ levels }) => levels?.[3]?.label ?? null)).toEqual([
      'Exceeds expectations',
      null,
      null,
      'Exceeds expectations',
    ]);
  });

  it('keeps a group below the threshold to its counts, whatever its reviewers wrote', async () => {
    await writeAndSubmit(second, cycle.id, 'peer', first, { rating: 1, text: 'Second wrote this' });
    await writeAndSubmit(third, cycle.id, 'peer', first, { rating: 1, text: 'Third wrote this' });

    const response = await lead.inject({ method: 'GET', url: feedbackUrl(first) });

    const feedback = response.json<ManagerFeedback>();
    expect(feedback.groups.find((group) => group.relation === 'peer')).toEqual({
      relation: 'peer',
      asked: 2,
      submitted: 2,
      shown: false,
      questions: [],
    });
    for (const secret of ['Second wrote this', 'Third wrote this', second.me.id, third.me.id]) {
      expect(response.body).not.toContain(secret);
    }
  });

  it('pools a group from the threshold on: counts per level, the mean, texts in alphabetical order, no names', async () => {
    await writeAndSubmit(first, cycle.id, 'upward', lead, { rating: 5, text: 'Zealous about quality' });
    await writeAndSubmit(second, cycle.id, 'upward', lead, { rating: 4, text: 'Always answers' });
    const belowThreshold = await top.getJson<ManagerFeedback>(feedbackUrl(lead));
    expect(belowThreshold.groups.find((group) => group.relation === 'upward')).toMatchObject({
      asked: 3,
      submitted: 2,
      shown: false,
      questions: [],
    });

    await writeAndSubmit(third, cycle.id, 'upward', lead, { rating: 4, text: 'Makes time for us' });

    const response = await top.inject({ method: 'GET', url: feedbackUrl(lead) });
    const upward = response.json<ManagerFeedback>().groups.find((group) => group.relation === 'upward');
    expect(upward).toMatchObject({ asked: 3, submitted: 3, shown: true });
    expect(upward?.questions).toEqual([
      {
        questionId: expect.any(String),
        prompt: 'How well do they lead?',
        kind: 'rating',
        ratings: [0, 0, 0, 2, 1],
        average: 4.3,
        texts: [],
      },
      {
        questionId: expect.any(String),
        prompt: 'What should they keep doing?',
        kind: 'text',
        ratings: null,
        average: null,
        texts: ['Always answers', 'Makes time for us', 'Zealous about quality'],
      },
    ]);
    for (const reviewer of [first, second, third]) expect(response.body).not.toContain(reviewer.me.id);
  });

  it("answers 404 to everyone but the person's manager in the cycle, administrators and the person included", async () => {
    for (const asker of [admin, first, second, top]) {
      expect((await asker.inject({ method: 'GET', url: feedbackUrl(first) })).statusCode, asker.email).toBe(404);
    }
    expect((await visitorOf(testApp).inject({ method: 'GET', url: feedbackUrl(first) })).statusCode).toBe(401);
  });
});
