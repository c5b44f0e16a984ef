import type { MyNominations } from '@topgear/shared/review-nominations';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nominationsQueryKey } from './nomination-keys';

export const myNominationsQueryKey = (cycleId: string) => [...nominationsQueryKey, cycleId, 'mine'] as const;

/** My peers in a cycle I take part in, with the cycle's limits and deadline; 404 when I do not. */
export const useMyNominations = (cycleId: string) =>
  useQuery({
    queryKey: myNominationsQueryKey(cycleId),
    queryFn: ({ signal }) =>
      api<MyNominations>(`/review-cycles/${encodeURIComponent(cycleId)}/nominations/mine`, { signal }),
  });
