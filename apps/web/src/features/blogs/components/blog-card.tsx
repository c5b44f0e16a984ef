import type { Blog } from '@topgear/shared/blogs';
import { ExternalLink } from 'lucide-react';

export function BlogCard({ blog }: { blog: Blog }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <img
        src={blog.image}
        alt=""
        width={800}
        height={450}
        loading="lazy"
        className="aspect-video w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <h3 className="text-lg font-bold text-brand-900">{blog.title}</h3>
        <p className="flex-1 text-sm leading-relaxed text-slate-600">{blog.description}</p>
        <a
          href={blog.details}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
        >
          Read More
          <span className="sr-only">: {blog.title} (opens in a new tab)</span>
          <ExternalLink aria-hidden="true" className="size-4" />
        </a>
      </div>
    </article>
  );
}
