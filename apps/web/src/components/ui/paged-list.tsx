import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { listItemId, moreItemsHref } from '@/lib/paged-list';
import { clsx } from 'clsx';
import { ActionLink } from './action-link';
import { Button, buttonClasses } from './button';
import { FormAlert } from './form-alert';
import { QueryFailure } from './query-failure';
import { Spinner } from './spinner';

interface PagedListProps<Item> {
  query: UseInfiniteQueryResult<Item[]>;
  /** What the list holds, for the loading and failure messages: 'blogs', 'reviews'… */
  noun: string;
  empty: ReactNode;
  /** Shown while the first page loads; the dashboard's lists say 'Loading...' as the product always has. */
  loadingText?: string;
  /** Stand-ins of the items' size (a `SkeletonGrid`) shown while the first page loads, in place of the loading line. */
  skeleton?: ReactNode;
  /** Where the messages sit: centred under a page's grid, or at the start of a panel's list. */
  align?: 'center' | 'start';
  /** False for a teaser that shows only the first page and links to the full list instead. */
  loadMore?: boolean;
  /**
   * On a public page: the address's parameter for how many items are shown (`lib/paged-list.ts`),
   * whose loader reads it with `pagesAsked`. 'Load more' is then a link, which the server answers
   * before, or without, the page's code, and which the code answers in place.
   */
  moreParam?: string;
  /** Renders the items; an item gives itself `itemId(index)` as its id, for 'Load more' to lead to. */
  children: (items: Item[], itemId: (index: number) => string | undefined) => ReactNode;
}

function MoreLink({
  param,
  shown,
  loading,
  onMore,
}: {
  param: string;
  shown: number;
  loading: boolean;
  onMore: () => void;
}) {
  const { search } = useLocation();
  return (
    <ActionLink
      href={moreItemsHref(search, param, shown)}
      onAction={onMore}
      busy={loading}
      className={buttonClasses('secondary')}
    >
      {loading && <Spinner />}
      Load more
    </ActionLink>
  );
}

/**
 * A list loaded a page at a time: a loading line, a failure with 'Try again', an empty message, or
 * the items with 'Load more'. A failed next page keeps the items already shown.
 */
export function PagedList<Item>({
  query,
  noun,
  empty,
  loadingText = `Loading ${noun}…`,
  skeleton,
  align = 'center',
  loadMore = true,
  moreParam,
  children,
}: PagedListProps<Item>) {
  const centred = align === 'center';
  if (query.isPending && skeleton) {
    return (
      <div role="status">
        <span className="sr-only">{loadingText}</span>
        {skeleton}
      </div>
    );
  }
  if (query.isPending) {
    return (
      <p
        role="status"
        className={clsx('flex items-center gap-2 text-slate-600', centred ? 'justify-center py-12' : 'py-6')}
      >
        <Spinner /> {loadingText}
      </p>
    );
  }
  if (query.isLoadingError) {
    return (
      <QueryFailure
        query={query}
        message={`We could not load the ${noun}.`}
        className={clsx('max-w-md', centred ? 'mx-auto items-center py-12' : 'py-6')}
      />
    );
  }
  const items = query.data ?? [];
  if (items.length === 0)
    return <p className={clsx('text-slate-600', centred ? 'py-12 text-center' : 'py-6')}>{empty}</p>;
  return (
    <>
      {query.isRefetchError && (
        <FormAlert message={`We could not refresh the ${noun}. ${errorMessage(query.error)}`} className="mb-4" />
      )}
      {children(items, (index) => (moreParam === undefined ? undefined : listItemId(moreParam, index)))}
      {loadMore && query.hasNextPage && (
        <div className={clsx('mt-10 flex flex-col gap-3', centred ? 'items-center' : 'items-start')}>
          {query.isFetchNextPageError && <FormAlert message={errorMessage(query.error)} />}
          {moreParam === undefined ? (
            <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              Load more
            </Button>
          ) : (
            <MoreLink
              param={moreParam}
              shown={items.length}
              loading={query.isFetchingNextPage}
              onMore={() => void query.fetchNextPage()}
            />
          )}
        </div>
      )}
    </>
  );
}
