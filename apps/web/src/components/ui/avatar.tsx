import { cn } from '@/lib/cn';

/** Up to two letters: the first of the first two words of the name. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/**
 * A person's picture, or their initials when they have none. Decorative: their name is always
 * written beside it. `className` sets the size (and may change the colours).
 */
export function Avatar({ name, image, className }: { name: string; image?: string | null; className?: string }) {
  if (image) {
    return <img src={image} alt="" className={cn('shrink-0 rounded-full bg-brand-50 object-cover', className)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
