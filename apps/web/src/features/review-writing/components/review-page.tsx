import { useState } from 'react';
import { BackLink } from '@/components/ui/back-link';
import { PageQueryState } from '@/components/ui/page-query-state';
import { paths } from '@/config/paths';
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

  const back = <BackLink to={paths.dashboard.performance.getHref()}>Back to performance reviews</BackLink>;
  return (
    <PageQueryState query={review} notFound="Review not found" back={back}>
      {(current) => (
        <div className="mx-auto flex max-w-3xl flex-col gap-6">
          <title>{`${reviewTitle(current)} · TopGear Perform`}</title>
          {back}
          <ReviewHeader review={current} />
          {isWritable(current) ? (
            <ReviewForm key={current.id} review={current} onSubmitted={() => setJustSubmitted(true)} />
          ) : (
            <ReviewAnswers review={current} justSubmitted={justSubmitted} />
          )}
        </div>
      )}
    </PageQueryState>
  );
}
