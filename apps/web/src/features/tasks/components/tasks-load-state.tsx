import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';

interface TasksLoadStateProps<Data> {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}

/**
 * 'Loading...' until the tasks arrive, a failure with 'Try again' if they never did, then the
 * caller's view of them (a failed refresh keeps showing the tasks already loaded).
 */
export function TasksLoadState<Data>({ query, children }: TasksLoadStateProps<Data>) {
  if (query.isPending) {
    return (
      <p role="status" className="py-4 text-sm text-slate-600">
        Loading...
      </p>
    );
  }
  if (query.isLoadingError) {
    return (
      <div className="flex flex-col items-start gap-3 py-4">
        <FormAlert message={`We could not load your tasks. ${errorMessage(query.error)}`} />
        <Button variant="secondary" loading={query.isFetching} onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return children(query.data);
}
