import type { TeamGoal } from '@topgear/shared/goals';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

export const teamGoalsQueryKey = ['goals', 'team'] as const;

/** Everyone's goals, newest first, as a manager reads them. */
export const useTeamGoals = () =>
  useInfiniteQuery(pagedListOptions<TeamGoal>(teamGoalsQueryKey, '/goals/all', { pageSize: 20 }));
