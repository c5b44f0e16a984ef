import type { ReviewRequestSummary } from '@topgear/shared/review-writing';
import { clsx } from 'clsx';
import { isWritable } from '../review-texts';

type Summary = Pick<ReviewRequestSummary, 'status' | 'cycle' | 'answered'>;

function statusOf(review: Summary) {
  if (review.status === 'submitted')
    return { text: 'Submitted', look: 'bg-emerald-50 text-emerald-800 ring-emerald-200' };
  if (!isWritable(review)) return { text: 'Not submitted', look: 'bg-slate-100 text-slate-700 ring-slate-300' };
  if (review.answered > 0) return { text: 'In progress', look: 'bg-sky-50 text-sky-800 ring-sky-200' };
  return { text: 'To write', look: 'bg-amber-50 text-amber-900 ring-amber-200' };
}

/** Where a review stands, in words: "To write", "In progress", "Submitted", or "Not submitted" once writing closed. */
export function ReviewStatusBadge({ review }: { review: Summary }) {
  const { text, look } = statusOf(review);
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
        look,
      )}
    >
      <span className="sr-only">Status: </span>
      {text}
    </span>
  );
}
