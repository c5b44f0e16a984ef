import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { PagedList } from '@/components/ui/paged-list';
import { paths } from '@/config/paths';
import { useBlogs } from '@/features/blogs/api/get-blogs';
import { BlogGrid } from '@/features/blogs/components/blog-grid';

/** The spec's home page shows the first five blogs. */
const TEASER_SIZE = 5;

/** The newest blogs; the full list lives on /blogs. */
export function BlogTeaser() {
  const blogs = useBlogs(TEASER_SIZE);
  return (
    <section aria-labelledby="latest-blogs" className="mx-auto max-w-7xl px-4 py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="latest-blogs" className="text-3xl font-bold text-brand-900">
            From our blog
          </h2>
          <p className="mt-2 text-slate-600">Ideas you can try with your team this week.</p>
        </div>
        <Link
          to={paths.blogs}
          className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          Browse More Blogs <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <div className="mt-8">
        <PagedList query={blogs} loadMore={false} noun="blogs" empty="Our first posts are on their way.">
          {(items) => <BlogGrid blogs={items} />}
        </PagedList>
      </div>
    </section>
  );
}
