import type { Blog } from '@topgear/shared/blogs';
import { BlogCard, type BlogCardProps } from './blog-card';

export function BlogGrid({ blogs, headingLevel }: { blogs: Blog[] } & Pick<BlogCardProps, 'headingLevel'>) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {blogs.map((blog) => (
        <li key={blog.id}>
          <BlogCard blog={blog} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
