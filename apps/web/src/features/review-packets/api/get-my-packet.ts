import type { ReviewPacket } from '@topgear/shared/review-packets';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query of this feature is under it, so a share or an acknowledgement can refresh them all. */
export const reviewPacketsQueryKey = ['review-packets'] as const;

export const myPacketQueryKey = (cycleId: string) => [...reviewPacketsQueryKey, 'mine', cycleId] as const;

/** My review in a cycle, once shared with me: 404 before. */
export const useMyPacket = (cycleId: string) =>
  useQuery({
    queryKey: myPacketQueryKey(cycleId),
    queryFn: ({ signal }) => api<ReviewPacket>(`/review-cycles/${encodeURIComponent(cycleId)}/packet`, { signal }),
  });
