import type { Blog } from '@topgear/shared/blogs';
import ExternalLink from 'lucide-react/icons/external-link';
import { MediaCard } from '@/components/ui/media-card';
import { NewTabLink } from '@/components/ui/new-tab-link';

export interface BlogCardProps {
  blog: Blog;
  /** 2 straight under the page's h1, 3 inside a section with its own h2. */
  headingLevel?: 2 | 3;
  /** See MediaCard's `priority`. */
  priority?: boolean;
}

export function BlogCard({ blog, headingLevel = 3, priority }: BlogCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <MediaCard image={{ src: blog.image, alt: '', width: 800, height: 450 }} aspect="aspect-video" priority={priority}>
      <Heading className="text-lg font-bold text-brand-900">{blog.title}</Heading>
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
