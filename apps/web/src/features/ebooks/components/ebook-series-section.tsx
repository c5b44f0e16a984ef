import type { EbookSeries } from '@topgear/shared/ebooks';
import { PagedList } from '@/components/ui/paged-list';
import { useEbooks } from '../api/get-ebooks';
import { EBOOK_SERIES_TITLES } from '../series-titles';
import { EbookCard } from './ebook-card';

const EBOOKS_PER_PAGE = 8;

export function EbookSeriesSection({ series, intro }: { series: EbookSeries; intro: string }) {
  const ebooks = useEbooks(series, EBOOKS_PER_PAGE);
  const headingId = `ebooks-${series}`;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-12">
      <h2 id={headingId} className="text-2xl font-bold text-brand-900 md:text-3xl">
        {EBOOK_SERIES_TITLES[series]}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-600">{intro}</p>
      <div className="mt-8">
        <PagedList query={ebooks} noun="ebooks" empty="No ebooks in this series yet.">
          {(items) => (
            <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {items.map((ebook) => (
                <li key={ebook.id}>
                  <EbookCard ebook={ebook} />
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </div>
    </section>
  );
}
