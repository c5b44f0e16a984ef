import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A grey bar standing in for a line of text; `className` gives its height and width. */
export const SkeletonBar = ({ className }: { className: string }) => (
  <div className={clsx('rounded bg-slate-200', className)} />
);

/**
 * A form field standing in: its label's line, then its control, as tall as a one-line input unless
 * `controlClassName` gives another height (a text area's).
 */
export const FieldSkeleton = ({
  className,
  controlClassName = 'h-[42px]',
}: {
  className?: string;
  controlClassName?: string;
}) => (
  <div aria-hidden="true" className={className}>
    <SkeletonBar className="mb-1 h-5 w-24" />
    <SkeletonBar className={controlClassName} />
  </div>
);

/** `count` lines of text standing in: each a bar inside a box of the text's line height (`lineClassName`). */
export function SkeletonLines({ count, lineClassName }: { count: number; lineClassName: string }) {
  return Array.from({ length: count }, (_, index) => (
    <div key={index} className={clsx(lineClassName, 'last:pr-[30%]')}>
      <SkeletonBar className="h-full" />
    </div>
  ));
}

/**
 * `count` copies of a card's stand-in, laid out by the list's own grid classes. A list shows its
 * whole first page, or two rows of its widest layout when the page is longer: enough to fill a
 * first screen, so the cards that replace them take the same room and what follows the list stays
 * below the screen.
 */
export function SkeletonGrid({
  className,
  count,
  children,
}: {
  className: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <ul aria-hidden="true" className={clsx(className, 'animate-pulse')}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>{children}</li>
      ))}
    </ul>
  );
}
