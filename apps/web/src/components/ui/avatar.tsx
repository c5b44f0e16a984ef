import { clsx } from 'clsx';

/** Up to two letters: the first of the first two words of the name. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

const TONES = {
  brand: 'bg-brand-100 text-brand-800',
  accent: 'bg-accent-400 text-brand-900',
};

/**
 * A person's picture, or their initials on a `tone` background when they have none. Decorative:
 * their name is always written beside it. `className` sets the size (and the initials' size).
 */
export function Avatar({
  name,
  image,
  tone = 'brand',
  className,
}: {
  name: string;
  image?: string | null;
  tone?: keyof typeof TONES;
  className?: string;
}) {
  if (image) {
    return <img src={image} alt="" className={clsx('shrink-0 rounded-full bg-brand-50 object-cover', className)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={clsx('flex shrink-0 items-center justify-center rounded-full font-bold', TONES[tone], className)}
    >
      {initialsOf(name)}
    </span>
  );
}
