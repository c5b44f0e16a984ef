import type { Blog } from '@topgear/shared/blogs';
import { BlogCard, type BlogCardProps } from './blog-card';

interface BlogGridProps extends Pick<BlogCardProps, 'headingLevel'> {
  blogs: Blog[];
  /** The grid opens the page: its first picture is then the largest thing on a phone's first screen. */
  opensPage?: boolean;
}

export function BlogGrid({ blogs, headingLevel, opensPage = false }: BlogGridProps) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {blogs.map((blog, index) => (
        <li key={blog.id}>
          <BlogCard blog={blog} headingLevel={headingLevel} priority={opensPage && index === 0} />
        </li>
      ))}
    </ul>
  );
}
