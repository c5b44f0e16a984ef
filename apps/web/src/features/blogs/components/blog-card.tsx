import type { Blog } from '@topgear/shared/blogs';
import { ExternalLink } from 'lucide-react';
import { MediaCard } from '@/components/ui/media-card';
import { NewTabLink } from '@/components/ui/new-tab-link';

export function BlogCard({ blog }: { blog: Blog }) {
  return (
    <MediaCard image={{ src: blog.image, alt: '', width: 800, height: 450 }} aspect="aspect-video">
      <h3 className="text-lg font-bold text-brand-900">{blog.title}</h3>
      <p className="flex-1 text-sm leading-relaxed text-slate-600">{blog.description}</p>
      <NewTabLink
        href={blog.details}
        about={blog.title}
        className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
      >
        Read More
        <ExternalLink aria-hidden="true" className="size-4" />
      </NewTabLink>
    </MediaCard>
  );
}
