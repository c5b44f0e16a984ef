import type { Goal } from '@topgear/shared/goals';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

export const goalsQueryKey = ['goals'] as const;

/** The signed-in user's goals, newest first, `pageSize` at a time. */
export const useGoals = (pageSize = 50) =>
  useInfiniteQuery(pagedListOptions<Goal>(goalsQueryKey, '/goals', { pageSize }));
