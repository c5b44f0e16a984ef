import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useReviewRequest } from '../api/get-review-request';
import { isWritable, reviewTitle } from '../review-texts';
import { ReviewAnswers } from './review-answers';
import { ReviewForm } from './review-form';
import { ReviewHeader } from './review-header';

/**
 * A review I write: whom it is about, then its questions to answer while the cycle is writing, or
 * its answers read only once submitted or closed. Another's review is not found.
 */
export function ReviewPage({ reviewId }: { reviewId: string }) {
  const review = useReviewRequest(reviewId);
  const [justSubmitted, setJustSubmitted] = useState(false);

  if (review.isPending) {
    return (
      <p role="status" className="py-12 text-center text-slate-600">
        Loading...
      </p>
    );
  }

  if (review.isLoadingError) {
    const missing = review.error instanceof ApiError && review.error.status === 404;
    const heading = missing ? 'Review not found' : 'Something went wrong';
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-6 py-12 text-center">
        <title>{`${heading} · TopGear Perform`}</title>
        <h1 className="text-2xl font-bold text-brand-900">{heading}</h1>
        <FormAlert message={errorMessage(review.error)} />
        {!missing && (
          <Button variant="secondary" loading={review.isFetching} onClick={() => void review.refetch()}>
            Try again
          </Button>
        )}
        <BackLink to={paths.dashboard.performance.getHref()}>Back to performance reviews</BackLink>
      </div>
    );
  }

  const current = review.data;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <title>{`${reviewTitle(current)} · TopGear Perform`}</title>
      <BackLink to={paths.dashboard.performance.getHref()}>Back to performance reviews</BackLink>
      <ReviewHeader review={current} />
      {isWritable(current) ? (
        <ReviewForm key={current.id} review={current} onSubmitted={() => setJustSubmitted(true)} />
      ) : (
        <ReviewAnswers review={current} justSubmitted={justSubmitted} />
      )}
    </div>
  );
}
