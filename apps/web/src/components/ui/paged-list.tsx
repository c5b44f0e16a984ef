import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Button } from './button';
import { FormAlert } from './form-alert';
import { Spinner } from './spinner';

interface PagedListProps<Item> {
  query: UseInfiniteQueryResult<Item[]>;
  /** What the list holds, for the loading and failure messages: 'blogs', 'reviews'… */
  noun: string;
  empty: ReactNode;
  /** False for a teaser that shows only the first page and links to the full list instead. */
  loadMore?: boolean;
  children: (items: Item[]) => ReactNode;
}

/**
 * A list loaded a page at a time: a loading line, a failure with 'Try again', an empty message, or
 * the items with 'Load more'. A failed next page keeps the items already shown.
 */
export function PagedList<Item>({ query, noun, empty, loadMore = true, children }: PagedListProps<Item>) {
  if (query.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 py-12 text-slate-600">
        <Spinner /> Loading {noun}…
      </p>
    );
  }
  if (query.isLoadingError) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-12">
        <FormAlert message={`We could not load the ${noun}. ${errorMessage(query.error)}`} />
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const items = query.data ?? [];
  if (items.length === 0) return <p className="py-12 text-center text-slate-600">{empty}</p>;
  return (
    <>
      {children(items)}
      {loadMore && query.hasNextPage && (
        <div className="mt-10 flex flex-col items-center gap-3">
          {query.isFetchNextPageError && <FormAlert message={errorMessage(query.error)} />}
          <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            Load more
          </Button>
        </div>
      )}
    </>
  );
}
