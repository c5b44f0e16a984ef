import type { Task } from '@topgear/shared/tasks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const tasksQueryKey = ['tasks'] as const;

/** The signed-in user's board: every task, by column and then in the column's order. */
export const tasksQueryOptions = (goalId?: string) =>
  queryOptions({
    queryKey: [...tasksQueryKey, { goalId }],
    queryFn: ({ signal }) =>
      api<Task[]>(goalId ? `/tasks?${new URLSearchParams({ goalId }).toString()}` : '/tasks', { signal }),
  });

/** My tasks; with `goalId`, only those linked to that goal. */
export const useTasks = (goalId?: string) => useQuery(tasksQueryOptions(goalId));
