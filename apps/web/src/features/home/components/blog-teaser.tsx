import ArrowRight from 'lucide-react/icons/arrow-right';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The home page's section for the newest blogs (`children`, the list); the full list lives on /blogs. */
export function BlogTeaser({ children }: { children: ReactNode }) {
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
          to={paths.blogs.getHref()}
          className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          Browse More Blogs <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
      <div className="mt-8">{children}</div>
    </section>
  );
}
