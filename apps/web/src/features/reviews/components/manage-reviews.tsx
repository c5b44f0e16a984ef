import { REVIEW_MESSAGES, type Review } from '@topgear/shared/reviews';
import { PagedList } from '@/components/ui/paged-list';
import { RemoveButton } from '@/components/ui/remove-button';
import { useReviews } from '../api/get-reviews';
import { useRemoveReview } from '../api/remove-review';
import { ReviewCard } from './review-card';

function RemoveReviewButton({ review }: { review: Review }) {
  const removal = useRemoveReview();
  return (
    <RemoveButton
      label="Remove"
      itemName={`the review by ${review.name}`}
      title={`Remove the review by ${review.name}?`}
      description="It leaves the customer reviews page and its own address at once."
      mutation={removal}
      variables={review.id}
      removed={REVIEW_MESSAGES.removed}
    />
  );
}

/** The customer reviews as the site shows them, each with 'Remove': for managers and administrators. */
export function ManageReviews() {
  const reviews = useReviews(12);
  return (
    <PagedList query={reviews} noun="reviews" loadingText="Loading..." align="start" empty="No reviews yet.">
      {(items) => (
        <ul className="grid gap-6 md:grid-cols-2">
          {items.map((review) => (
            <li key={review.id} className="flex flex-col gap-2">
              <ReviewCard review={review} />
              <div>
                <RemoveReviewButton review={review} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
