import { RATING_MAX } from '@topgear/shared/ratings';
import Star from 'lucide-react/icons/star';
import { clsx } from 'clsx';

/** The rating as stars, read out as 'Rated 4 out of 5'. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <p role="img" aria-label={`Rated ${rating} out of ${RATING_MAX}`} className={clsx('flex gap-0.5', className)}>
      {Array.from({ length: RATING_MAX }, (_, index) => (
        <Star
          key={index}
          aria-hidden="true"
          className={clsx(
            'size-4',
            index < rating ? 'fill-accent-400 text-accent-500' : 'fill-slate-100 text-slate-300',
          )}
        />
      ))}
    </p>
  );
}
