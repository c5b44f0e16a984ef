import type { Review } from '@topgear/shared/reviews';
import { SkeletonGrid } from '@/components/ui/card-skeleton';
import { ReviewCard, ReviewCardSkeleton, type ReviewCardProps } from './review-card';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

interface ReviewGridProps extends Pick<ReviewCardProps, 'headingLevel'> {
  reviews: Review[];
  /** An item's id, for a list whose 'Load more' leads to its first new item (`PagedList`). */
  itemId?: (index: number) => string | undefined;
}

export function ReviewGrid({ reviews, headingLevel, itemId }: ReviewGridProps) {
  return (
    <ul className={GRID}>
      {reviews.map((review, index) => (
        <li key={review.id} id={itemId?.(index)} className="scroll-mt-24">
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
