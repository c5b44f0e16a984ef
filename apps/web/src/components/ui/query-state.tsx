import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { QueryFailure } from './query-failure';

interface QueryStateProps<Data> {
  /** A plain query, or a paged one read as the pages loaded so far. */
  query: UseQueryResult<Data> | UseInfiniteQueryResult<Data>;
  /** What is loaded, for the failure: 'your tasks' → 'We could not load your tasks. …' */
  what: string;
  /** Spacing around the loading line and the failure. */
  className?: string;
  children: (data: Data) => ReactNode;
}

/**
 * 'Loading...' until the data arrives, a failure with 'Try again' if it never did, then the
 * caller's view of it (a failed refresh keeps showing the data already loaded).
 */
export function QueryState<Data>({ query, what, className, children }: QueryStateProps<Data>) {
  if (query.isPending) {
    return (
      <p role="status" className={clsx('text-sm text-slate-600', className)}>
        Loading...
      </p>
    );
  }
  if (query.isLoadingError) {
    return <QueryFailure query={query} message={`We could not load ${what}.`} className={className} />;
  }
  return children(query.data);
}
