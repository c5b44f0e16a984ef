import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PagedList } from '@/components/ui/paged-list';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { blogsQueryOptions, useBlogs } from '@/features/blogs/api/get-blogs';
import { BlogGrid, BlogGridSkeleton } from '@/features/blogs/components/blog-grid';
import { pagesAsked } from '@/lib/paged-list';
import { page } from '@/app/page';

const BLOGS_PER_PAGE = 9;
/** The address's parameter for how many posts are shown (`pagesAsked`). */
const BLOGS_PARAM = 'blogs';

function Component() {
  const blogs = useBlogs(BLOGS_PER_PAGE);

  return (
    <>
      <PageHeader eyebrow="Ideas for better teams" title="TopGear Perform Blog">
        <p className="max-w-2xl text-lg text-slate-600">
          Practical advice on OKRs, one-on-ones, reviews and recognition, written for managers and HR teams.
        </p>
        <Link to={paths.schedule.getHref()} className={buttonClasses('primary', 'px-6 py-3')}>
          SCHEDULE DEMO
        </Link>
      </PageHeader>
      <section aria-label="Blog posts" className="mx-auto max-w-7xl px-4 pb-16">
        <PagedList
          query={blogs}
          noun="blogs"
          moreParam={BLOGS_PARAM}
          empty="No blog posts yet. Please check back soon."
          skeleton={<BlogGridSkeleton count={6} />}
        >
          {(items, itemId) => <BlogGrid blogs={items} headingLevel={2} opensPage itemId={itemId} />}
        </PagedList>
      </section>
    </>
  );
}

export default page({
  islands: true,
  meta: {
    canonicalPath: paths.blogs.getHref(),
    title: 'Blog · TopGear Perform',
    description: 'Practical ideas on goals, feedback, recognition and time off from the TopGear Perform team.',
  },
  loadData: ({ queryClient, request }) =>
    queryClient.prefetchInfiniteQuery({
      ...blogsQueryOptions(BLOGS_PER_PAGE),
      pages: pagesAsked(request.url, BLOGS_PARAM, BLOGS_PER_PAGE),
    }),
  Component,
});
