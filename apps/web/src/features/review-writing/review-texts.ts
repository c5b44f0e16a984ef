import type { Reviewer } from '@topgear/shared/review-templates';
import type { ReviewRequestSummary } from '@topgear/shared/review-writing';

/** Whose review it is, from where the reviewer stands. */
export const RELATION_TEXTS: Record<Reviewer, string> = {
  self: 'Your self-review',
  manager: 'As their manager',
  peer: 'As a peer',
  upward: 'As one of their reports',
};

type Summary = Pick<ReviewRequestSummary, 'relation' | 'status' | 'subject' | 'cycle' | 'submittedAt'>;

/** The review's title: "Your self-review", or "Review of Ada Lovelace". */
export const reviewTitle = (review: Pick<Summary, 'relation' | 'subject'>) =>
  review.relation === 'self' ? 'Your self-review' : `Review of ${review.subject.name}`;

/** Answers may still change: not submitted, and the cycle is writing. */
export const isWritable = (review: Pick<Summary, 'status' | 'cycle'>) =>
  review.status === 'open' && review.cycle.phase === 'writing';

/** Still to write and past its deadline (`today` is 'YYYY-MM-DD' on the browser's calendar). */
export const isOverdue = (review: Pick<Summary, 'status' | 'cycle'>, today: string) =>
  isWritable(review) && today > review.cycle.writingDue;

/** "2 of 5 answered". */
export const progressText = (answered: number, questionCount: number) => `${answered} of ${questionCount} answered`;

export interface InboxGroups<Item> {
  /** Open in a cycle that is writing: the nearest deadline first. */
  toWrite: Item[];
  /** Submitted, or no longer taking answers: the latest submission first. */
  done: Item[];
}

/** My inbox split into what is still to write and what is done, each in the order it is read. */
export function inboxGroups<Item extends Summary>(items: readonly Item[]): InboxGroups<Item> {
  const toWrite = items
    .filter(isWritable)
    .sort(
      (a, b) => a.cycle.writingDue.localeCompare(b.cycle.writingDue) || a.subject.name.localeCompare(b.subject.name),
    );
  const done = items
    .filter((item) => !isWritable(item))
    .sort((a, b) => (b.submittedAt ?? '').localeCompare(a.submittedAt ?? ''));
  return { toWrite, done };
}

/** "your self-review", "your review of Ada Lovelace": what a link to the review opens. */
export const reviewLinkText = (review: Pick<Summary, 'relation' | 'subject'>) =>
  review.relation === 'self' ? 'your self-review' : `your review of ${review.subject.name}`;
