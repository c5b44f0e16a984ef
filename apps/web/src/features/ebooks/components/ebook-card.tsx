import type { Ebook } from '@topgear/shared/ebooks';
import FileText from 'lucide-react/icons/file-text';
import { MediaCard } from '@/components/ui/media-card';
import { NewTabLink } from '@/components/ui/new-tab-link';

export function EbookCard({ ebook }: { ebook: Ebook }) {
  return (
    <MediaCard
      image={{ src: ebook.image, alt: `Cover of ${ebook.name}`, width: 600, height: 800 }}
      aspect="aspect-[3/4]"
    >
      <h3 className="font-bold text-brand-900">{ebook.name}</h3>
      <p className="flex-1 text-sm leading-relaxed text-slate-600">{ebook.description}</p>
      <NewTabLink
        href={ebook.pdf}
        about={ebook.name}
        className="inline-flex items-center gap-2 self-start rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
      >
        <FileText aria-hidden="true" className="size-4" />
        Read Free PDF
      </NewTabLink>
    </MediaCard>
  );
}
