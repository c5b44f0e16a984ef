import type { EbookSeries } from '@topgear/shared/ebooks';
import { SkeletonGrid } from '@/components/ui/card-skeleton';
import { MediaCardSkeleton } from '@/components/ui/media-card';
import { PagedList } from '@/components/ui/paged-list';
import { pagesAsked } from '@/lib/paged-list';
import { ebooksQueryOptions, useEbooks } from '../api/get-ebooks';
import { EBOOK_SERIES_TITLES } from '../series-titles';
import { EbookCard } from './ebook-card';

const EBOOKS_PER_PAGE = 8;
const GRID = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4';

/** What a series' section shows at `url`, for the loader of a page that shows it. */
export const ebookSeriesQueryOptions = (series: EbookSeries, url: string) => ({
  ...ebooksQueryOptions(series, EBOOKS_PER_PAGE),
  pages: pagesAsked(url, series, EBOOKS_PER_PAGE),
});

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
        <PagedList
          query={ebooks}
          noun="ebooks"
          moreParam={series}
          empty="No ebooks in this series yet."
          skeleton={
            <SkeletonGrid className={GRID} count={8}>
              <MediaCardSkeleton aspect="aspect-[3/4]" titleLines={1} lines={3} action="button" />
            </SkeletonGrid>
          }
        >
          {(items, itemId) => (
            <ul className={GRID}>
              {items.map((ebook, index) => (
                <li key={ebook.id} id={itemId(index)} className="scroll-mt-24">
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
