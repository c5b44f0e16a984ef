import type { Review } from '@topgear/shared/reviews';
import { SkeletonGrid } from '@/components/ui/card-skeleton';
import { ReviewCard, ReviewCardSkeleton, type ReviewCardProps } from './review-card';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

export function ReviewGrid({ reviews, headingLevel }: { reviews: Review[] } & Pick<ReviewCardProps, 'headingLevel'>) {
  return (
    <ul className={GRID}>
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewCard review={review} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** `count` review cards' stand-ins, for the list's first page to replace without moving the first screen. */
export function ReviewGridSkeleton({ count }: { count: number }) {
  return (
    <SkeletonGrid className={GRID} count={count}>
      <ReviewCardSkeleton />
    </SkeletonGrid>
  );
}
