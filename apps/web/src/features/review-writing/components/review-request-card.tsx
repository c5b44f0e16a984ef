import type { ReviewRequestSummary } from '@topgear/shared/review-writing';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatMoment } from '@/lib/dates';
import { isWritable, progressText, RELATION_TEXTS, reviewLinkText } from '../review-texts';
import { Deadline } from './deadline';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ReviewStatusBadge } from './review-status-badge';

/** What the review's link does: start it, go on with it, or read it. */
function actionOf(review: ReviewRequestSummary) {
  if (!isWritable(review)) return 'View';
  return review.answered > 0 ? 'Continue' : 'Start';
}

/**
 * One review I am asked to write: whom it is about (picture, name, title), as whom I write it, the
 * cycle and its deadline, how far along it is or when I submitted it, and the link to it; as their
 * manager, the link to what the others have written about them too.
 */
export function ReviewRequestCard({ review }: { review: ReviewRequestSummary }) {
  const headingId = useId();
  const writable = isWritable(review);
  const progress = progressText(review.answered, review.questionCount);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Avatar name={review.subject.name} image={review.subject.image} className="size-12 text-base" />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="min-w-0 font-semibold wrap-anywhere text-brand-900">
              {review.subject.name}
            </h3>
            <ReviewStatusBadge review={review} />
          </div>
          {review.subject.jobTitle && <p className="text-sm wrap-anywhere text-slate-600">{review.subject.jobTitle}</p>}
          <p className="text-sm font-medium text-brand-700">{RELATION_TEXTS[review.relation]}</p>
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
            <span className="wrap-anywhere">{review.cycle.name}</span>
            {writable && <Deadline review={review} />}
          </p>
          {writable ? (
            <div className="mt-1 flex max-w-xs items-center gap-2 text-sm text-slate-700">
              <ProgressBar
                label={`Progress of ${reviewLinkText(review)}`}
                value={review.answered}
                max={review.questionCount}
                text={progress}
                className="flex-1"
              />
              <span className="shrink-0">{progress}</span>
            </div>
          ) : (
            <p className="text-sm text-slate-700">
              {review.submittedAt ? (
                <>
                  Submitted on <time dateTime={review.submittedAt}>{formatMoment(review.submittedAt)}</time>
                </>
              ) : (
                'Writing has closed: this review was not submitted.'
              )}
            </p>
          )}
          {review.relation === 'manager' && (
            <Link
              to={paths.dashboard.performanceFeedback.getHref(review.cycle.id, review.subject.id)}
              className="self-start text-sm font-semibold text-brand-700 hover:underline"
            >
              Read what others wrote <span className="sr-only">about {review.subject.name}</span>
            </Link>
          )}
        </div>
      </div>
      <Link
        to={paths.dashboard.performanceReview.getHref(review.id)}
        className={buttonClasses(writable ? 'primary' : 'secondary', 'self-start whitespace-nowrap sm:self-center')}
      >
        {actionOf(review)} <span className="sr-only">{reviewLinkText(review)}</span>
      </Link>
    </article>
  );
}
