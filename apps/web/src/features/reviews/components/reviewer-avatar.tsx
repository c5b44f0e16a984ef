import type { Review } from '@topgear/shared/reviews';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/** The reviewer's picture, or their initials when they have none. Decorative: the name is always shown beside it. */
export function ReviewerAvatar({ review, size }: { review: Pick<Review, 'name' | 'avatar'>; size: number }) {
  const style = { width: size, height: size };
  if (review.avatar) {
    return (
      <img src={review.avatar} alt="" width={size} height={size} style={style} className="shrink-0 rounded-full" />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={style}
      className="flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
    >
      {initialsOf(review.name)}
    </span>
  );
}
