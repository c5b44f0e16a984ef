import type { ReactNode } from 'react';
import { clsx } from 'clsx';

interface MediaCardProps {
  image: { src: string; alt: string; width: number; height: number };
  /** Tailwind aspect ratio of the picture: 'aspect-video' for covers, 'aspect-[3/4]' for books. */
  aspect: string;
  /** The picture is in the first screen (the page's largest content on a phone): fetch it at once, first. */
  priority?: boolean;
  children: ReactNode;
}

/** A card with a picture across its top and its content below, stretched to the row's height. */
export function MediaCard({ image, aspect, priority = false, children }: MediaCardProps) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <img
        {...image}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className={clsx('w-full bg-brand-50 object-cover', aspect)}
      />
      <div className="flex flex-1 flex-col gap-3 p-6">{children}</div>
    </article>
  );
}
