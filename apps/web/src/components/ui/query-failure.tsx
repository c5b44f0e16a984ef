import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@/lib/api-client';
import { clsx } from 'clsx';
import { useHydrated } from '@/lib/use-hydrated';
import { Button, buttonClasses } from './button';
import { FormAlert } from './form-alert';

interface QueryFailureProps {
  query: Pick<UseQueryResult | UseInfiniteQueryResult, 'error' | 'isFetching' | 'refetch'>;
  /** What went wrong, before the server's reason: 'We could not load your tasks.' */
  message: string;
  /** Stacked by default; the caller's classes win, e.g. to sit in a row. */
  className?: string;
}

/**
 * A query that failed: why, and 'Try again', busy while the retry is under way. Where the server
 * rendered the failure, 'Try again' asks the server for the page again until the page's code runs
 * (on a page served as islands, it never does).
 */
export function QueryFailure({ query, message, className }: QueryFailureProps) {
  const hydrated = useHydrated();
  return (
    <div className={clsx('flex flex-col items-start gap-3', className)}>
      <FormAlert message={`${message} ${errorMessage(query.error)}`} />
      {hydrated ? (
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          Try again
        </Button>
      ) : (
        <a href="" className={buttonClasses('secondary')}>
          Try again
        </a>
      )}
    </div>
  );
}
