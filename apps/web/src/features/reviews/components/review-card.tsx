import type { Review } from '@topgear/shared/reviews';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Avatar } from '@/components/ui/avatar';
import { SkeletonBar, SkeletonLines } from '@/components/ui/card-skeleton';
import { StarRating } from './star-rating';

export interface ReviewCardProps {
  review: Review;
  /** 2 straight under the page's h1, 3 inside a section with its own h2. */
  headingLevel?: 2 | 3;
}

const FRAME = 'flex h-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';

export function ReviewCard({ review, headingLevel = 3 }: ReviewCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={FRAME}>
      <div className="flex items-center gap-3">
        <Avatar name={review.name} image={review.avatar} className="size-12" />
        <div>
          <Heading className="font-bold text-brand-900">{review.name}</Heading>
          {review.description && <p className="text-sm text-slate-500">{review.description}</p>}
        </div>
      </div>
      <StarRating rating={review.rating} />
      <p className="line-clamp-4 flex-1 text-sm leading-relaxed text-slate-700">{review.feedback}</p>
      <Link
        to={paths.review.getHref(review.id)}
        className="self-start text-sm font-semibold text-brand-700 hover:underline"
      >
        Read the full review<span className="sr-only"> by {review.name}</span>
      </Link>
    </article>
  );
}

/** A review card's stand-in: the avatar and name, the stars, four lines of feedback and the link. */
export function ReviewCardSkeleton() {
  return (
    <div className={FRAME}>
      <div className="flex items-center gap-3">
        <div className="size-12 shrink-0 rounded-full bg-slate-200" />
        <div className="flex flex-1 flex-col gap-2">
          <SkeletonBar className="h-5 w-1/2" />
          <SkeletonBar className="h-4 w-2/3" />
        </div>
      </div>
      <SkeletonBar className="h-4 w-24" />
      <div className="flex-1">
        <SkeletonLines count={4} lineClassName="h-[1.4rem] py-1" />
      </div>
      <SkeletonBar className="h-5 w-40" />
    </div>
  );
}
