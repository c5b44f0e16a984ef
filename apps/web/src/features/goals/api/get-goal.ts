import type { GoalDetail } from '@topgear/shared/goals';
import { queryOptions, useQuery, type Query } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { goalsQueryKey } from './get-goals';

const DETAIL = 'detail';

/** Under the list's key, so whatever refreshes the list refreshes the goal's page too. */
export const goalQueryKey = (id: string) => [...goalsQueryKey, DETAIL, id] as const;

/** Whether a query under `goalsQueryKey` is a list of goals rather than one goal's page. */
export const isGoalListQuery = (query: Query) => query.queryKey[1] !== DETAIL;

export const goalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: goalQueryKey(id),
    queryFn: ({ signal }) => api<GoalDetail>(`/goals/${encodeURIComponent(id)}`, { signal }),
    // An unknown goal stays unknown: show its 404 at once instead of asking again.
    retry: false,
  });

/** One of my goals with its check-ins, oldest first. */
export const useGoal = (id: string) => useQuery(goalQueryOptions(id));
