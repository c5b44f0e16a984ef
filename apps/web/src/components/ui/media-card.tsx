import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { SkeletonBar, SkeletonLines } from './card-skeleton';

interface MediaCardProps {
  image: { src: string; alt: string; width: number; height: number };
  /** Tailwind aspect ratio of the picture: 'aspect-video' for covers, 'aspect-[3/4]' for books. */
  aspect: string;
  /** The picture is in the first screen (the page's largest content on a phone): fetch it at once, first. */
  priority?: boolean;
  children: ReactNode;
}

const FRAME = 'flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm';
const BODY = 'flex flex-1 flex-col gap-3 p-6';

/** A card with a picture across its top and its content below, stretched to the row's height. */
export function MediaCard({ image, aspect, priority = false, children }: MediaCardProps) {
  return (
    <article className={clsx(FRAME, 'transition-shadow hover:shadow-md')}>
      <img
        {...image}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className={clsx('w-full bg-brand-50 object-cover', aspect)}
      />
      <div className={BODY}>{children}</div>
    </article>
  );
}

/**
 * A media card's stand-in while its list loads: the picture's box, `titleLines` of title, `lines`
 * of text and the card's link or button (`action`: a text link or a filled button). Each bar sits
 * in a box of its text's line height, so the stand-in is as tall as a typical card.
 */
export function MediaCardSkeleton({
  aspect,
  titleLines,
  lines,
  action,
}: Pick<MediaCardProps, 'aspect'> & { titleLines: number; lines: number; action: 'link' | 'button' }) {
  return (
    <div className={FRAME}>
      <div className={clsx('w-full bg-slate-200', aspect)} />
      <div className={BODY}>
        <SkeletonLines count={titleLines} lineClassName="h-7 py-1" />
        <div className="flex-1">
          <SkeletonLines count={lines} lineClassName="h-[1.4rem] py-1" />
        </div>
        <SkeletonBar className={action === 'link' ? 'h-5 w-24' : 'h-9 w-36'} />
      </div>
    </div>
  );
}
