import { EBOOK_MESSAGES, EBOOK_SERIES, type Ebook, type EbookSeries } from '@topgear/shared/ebooks';
import { PagedList } from '@/components/ui/paged-list';
import { RemoveButton } from '@/components/ui/remove-button';
import { useEbooks } from '../api/get-ebooks';
import { useRemoveEbook } from '../api/remove-ebook';
import { EBOOK_SERIES_TITLES } from '../series-titles';
import { EbookCard } from './ebook-card';

function RemoveBookButton({ ebook }: { ebook: Ebook }) {
  const removal = useRemoveEbook();
  return (
    <RemoveButton
      label="Remove Book"
      itemName={ebook.name}
      title={`Remove “${ebook.name}”?`}
      description="It leaves the ebook page at once."
      mutation={removal}
      variables={ebook.id}
      removed={EBOOK_MESSAGES.removed}
    />
  );
}

function SeriesBooks({ series }: { series: EbookSeries }) {
  const ebooks = useEbooks(series, 12);
  return (
    <div>
      <h3 className="mb-3 font-semibold text-slate-700">{EBOOK_SERIES_TITLES[series]}</h3>
      <PagedList
        query={ebooks}
        noun="books"
        loadingText="Loading..."
        align="start"
        empty="No books in this series yet."
      >
        {(items) => (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {items.map((ebook) => (
              <li key={ebook.id} className="flex flex-col gap-2">
                <EbookCard ebook={ebook} />
                <div>
                  <RemoveBookButton ebook={ebook} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

/** 'Manage Our Published books': both series as readers see them, each book with 'Remove Book'. */
export function ManageBooks() {
  return (
    <div className="flex flex-col gap-8">
      {EBOOK_SERIES.map((series) => (
        <SeriesBooks key={series} series={series} />
      ))}
    </div>
  );
}
