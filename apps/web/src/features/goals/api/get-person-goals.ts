import type { Goal } from '@topgear/shared/goals';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';
import { goalsQueryKey } from './get-goals';

/**
 * A person's goals not yet at their target, newest first, for their page. Under the goals' key,
 * so a change to one's own goals refreshes one's page too.
 */
export const usePersonGoals = (personId: string) =>
  useInfiniteQuery(
    pagedListOptions<Goal>([...goalsQueryKey, 'person', personId], `/people/${encodeURIComponent(personId)}/goals`, {
      pageSize: 10,
    }),
  );
