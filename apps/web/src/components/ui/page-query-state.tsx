import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { Button } from './button';
import { FormAlert } from './form-alert';

interface PageQueryStateProps<Data> {
  /** The query the whole page shows. */
  query: UseQueryResult<Data>;
  /** The page's heading when the server answers 404: 'Review not found'. */
  notFound: string;
  /** The way back from a page that could not load, e.g. a `BackLink`. */
  back: ReactNode;
  children: (data: Data) => ReactNode;
}

/**
 * A page drawn from one query: 'Loading...' until it arrives; then, if it never did, a heading and
 * the server's reason (not found, or a failure with 'Try again') with the way back; then the page.
 */
export function PageQueryState<Data>({ query, notFound, back, children }: PageQueryStateProps<Data>) {
  if (query.isPending) {
    return (
      <p role="status" className="py-12 text-center text-slate-600">
        Loading...
      </p>
    );
  }
  if (query.isLoadingError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    const heading = missing ? notFound : 'Something went wrong';
    return (
      <div className="mx-auto flex max-w-lg flex-col items-center gap-6 py-12 text-center">
        <title>{`${heading} · TopGear Perform`}</title>
        <h1 className="text-2xl font-bold text-brand-900">{heading}</h1>
        <FormAlert message={errorMessage(query.error)} />
        {!missing && (
          <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
            Try again
          </Button>
        )}
        {back}
      </div>
    );
  }
  return children(query.data);
}
