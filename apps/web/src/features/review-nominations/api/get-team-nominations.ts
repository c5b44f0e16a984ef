import type { TeamNominations } from '@topgear/shared/review-nominations';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nominationsQueryKey } from './nomination-keys';

export const teamNominationsQueryKey = (cycleId: string) => [...nominationsQueryKey, cycleId, 'team'] as const;

/** The people the cycle gives me to manage (everyone, for an administrator), each with their peers. */
export const useTeamNominations = (cycleId: string) =>
  useQuery({
    queryKey: teamNominationsQueryKey(cycleId),
    queryFn: ({ signal }) =>
      api<TeamNominations>(`/review-cycles/${encodeURIComponent(cycleId)}/nominations/team`, { signal }),
  });
