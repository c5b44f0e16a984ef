import type { Blog } from '@topgear/shared/blogs';
import { SkeletonGrid } from '@/components/ui/card-skeleton';
import { MediaCardSkeleton } from '@/components/ui/media-card';
import { BlogCard, type BlogCardProps } from './blog-card';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

interface BlogGridProps extends Pick<BlogCardProps, 'headingLevel'> {
  blogs: Blog[];
  /** The grid opens the page: its first picture is then the largest thing on a phone's first screen. */
  opensPage?: boolean;
  /** An item's id, for a list whose 'Load more' leads to its first new item (`PagedList`). */
  itemId?: (index: number) => string | undefined;
}

export function BlogGrid({ blogs, headingLevel, opensPage = false, itemId }: BlogGridProps) {
  return (
    <ul className={GRID}>
      {blogs.map((blog, index) => (
        <li key={blog.id} id={itemId?.(index)} className="scroll-mt-24">
          <BlogCard blog={blog} headingLevel={headingLevel} priority={opensPage && index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** `count` blog cards' stand-ins, for the list's first page to replace without moving the first screen. */
export function BlogGridSkeleton({ count }: { count: number }) {
  return (
    <SkeletonGrid className={GRID} count={count}>
      <MediaCardSkeleton aspect="aspect-video" titleLines={2} lines={4} action="link" />
    </SkeletonGrid>
  );
}
