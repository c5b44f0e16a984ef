import type { ReviewRequestSummary } from '@topgear/shared/review-writing';
import { Avatar } from '@/components/ui/avatar';
import { mediumDate } from '@/lib/dates';
import { isWritable, RELATION_TEXTS, reviewTitle } from '../review-texts';
import { Deadline } from './deadline';
import { ReviewStatusBadge } from './review-status-badge';

/** Whom the review is about and as whom I write it, its cycle and period, and its deadline or status. */
export function ReviewHeader({ review }: { review: ReviewRequestSummary }) {
  const { subject, cycle } = review;
  return (
    <header className="flex flex-wrap items-start gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <Avatar name={subject.name} image={subject.image} className="size-16 text-xl" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {review.relation !== 'self' && (
          <p className="text-sm font-medium text-brand-700">{RELATION_TEXTS[review.relation]}</p>
        )}
        <h1 className="text-2xl font-bold wrap-anywhere text-brand-900">{reviewTitle(review)}</h1>
        <p className="wrap-anywhere text-slate-700">
          {subject.name}
          {subject.jobTitle && <span className="text-slate-600"> · {subject.jobTitle}</span>}
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span className="wrap-anywhere">{cycle.name}</span>
          <span>
            Period: {mediumDate(cycle.periodStart)} – {mediumDate(cycle.periodEnd)}
          </span>
          {isWritable(review) ? <Deadline review={review} /> : <ReviewStatusBadge review={review} />}
        </p>
      </div>
    </header>
  );
}
