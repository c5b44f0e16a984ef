import type { Review } from '@topgear/shared/reviews';
import { ReviewCard } from './review-card';

export function ReviewGrid({ reviews }: { reviews: Review[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}
