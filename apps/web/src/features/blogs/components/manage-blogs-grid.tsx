import { PagedList } from '@/components/ui/paged-list';
import { useBlogs } from '../api/get-blogs';
import { BlogCard } from './blog-card';
import { RemoveBlogButton } from './remove-blog-button';

/** 'Manage Our Shared Blogs': every blog as the public sees it, each with 'Remove Blog'. */
export function ManageBlogsGrid() {
  const blogs = useBlogs(12);
  return (
    <PagedList query={blogs} noun="blogs" loadingText="Loading..." align="start" empty="No blogs are shared yet.">
      {(items) => (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((blog) => (
            <li key={blog.id} className="flex flex-col gap-2">
              <BlogCard blog={blog} />
              <div>
                <RemoveBlogButton blog={blog} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
