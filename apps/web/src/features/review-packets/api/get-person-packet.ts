import type { ManagerPacket } from '@topgear/shared/review-packets';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewPacketsQueryKey } from './get-my-packet';

export const personPacketQueryKey = (cycleId: string, personId: string) =>
  [...reviewPacketsQueryKey, 'person', cycleId, personId] as const;

/** Someone's review as their managers in the cycle read it, private answers included; 404 to anyone else. */
export const usePersonPacket = (cycleId: string, personId: string) =>
  useQuery({
    queryKey: personPacketQueryKey(cycleId, personId),
    queryFn: ({ signal }) =>
      api<ManagerPacket>(
        `/review-cycles/${encodeURIComponent(cycleId)}/people/${encodeURIComponent(personId)}/packet`,
        { signal },
      ),
  });
