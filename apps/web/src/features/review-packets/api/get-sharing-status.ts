import type { SharingStatus } from '@topgear/shared/review-packets';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewPacketsQueryKey } from './get-my-packet';

export const sharingStatusQueryKey = (cycleId: string) => [...reviewPacketsQueryKey, 'sharing', cycleId] as const;

/** Administrators: how many of a cycle's reviews are shared and acknowledged, and whose wait. */
export const useSharingStatus = (cycleId: string) =>
  useQuery({
    queryKey: sharingStatusQueryKey(cycleId),
    queryFn: ({ signal }) => api<SharingStatus>(`/review-cycles/${encodeURIComponent(cycleId)}/sharing`, { signal }),
  });
