import type { APIRequestContext } from '@playwright/test';
import type { Answer, ReviewRequest, ReviewRequestSummary } from '@topgear/shared/review-writing';
import { expect } from './fixtures';

/** A question of a review, as the API gives it to its writer. */
export type AskedQuestion = ReviewRequest['questions'][number];

/** An answer for each question: `rating` for a rated one, `text` for a written one. */
export const ratedAndWritten =
  (rating: number, text: string) =>
  (question: AskedQuestion): Answer =>
    question.kind === 'text' ? { rating: null, text } : { rating, text: '' };

/**
 * Answers with `answer` and submits, through the API, every open review that `request`'s person is
 * asked for and `which` picks (all of them without it); fails when it picks none.
 */
export async function submitReviewsViaApi(
  request: APIRequestContext,
  answer: (question: AskedQuestion) => Answer,
  which: (review: ReviewRequestSummary) => boolean = () => true,
) {
  const inbox = (await (await request.get('/api/review-requests')).json()) as ReviewRequestSummary[];
  const picked = inbox.filter((review) => review.status === 'open' && which(review));
  expect(picked.length, 'open reviews to submit').toBeGreaterThan(0);
  for (const { id } of picked) {
    const review = (await (await request.get(`/api/review-requests/${id}`)).json()) as ReviewRequest;
    const answers = Object.fromEntries(review.questions.map((question) => [question.id, answer(question)]));
    const saved = await request.put(`/api/review-requests/${id}/answers`, { data: { answers } });
    expect(saved.status(), await saved.text()).toBe(200);
    const submitted = await request.post(`/api/review-requests/${id}/submission`);
    expect(submitted.status(), await submitted.text()).toBe(200);
  }
}

/** Picks the `relation` review of `subject` in the cycle. */
export const reviewOf =
  (cycleId: string, relation: ReviewRequestSummary['relation'], subject: { me: { id: string } }) =>
  (review: ReviewRequestSummary) =>
    review.cycle.id === cycleId && review.relation === relation && review.subject.id === subject.me.id;
