import type { Review } from '@topgear/shared/reviews';
import { ReviewCard, type ReviewCardProps } from './review-card';

export function ReviewGrid({ reviews, headingLevel }: { reviews: Review[] } & Pick<ReviewCardProps, 'headingLevel'>) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
