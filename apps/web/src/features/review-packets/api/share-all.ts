import type { BulkShareInput } from '@topgear/shared/review-packets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewPacketsQueryKey } from './get-my-packet';

export const shareAll = ({ cycleId, personIds }: BulkShareInput & { cycleId: string }) =>
  api<{ shared: number }>(`/review-cycles/${encodeURIComponent(cycleId)}/sharing`, {
    method: 'POST',
    body: { personIds },
  });

/** Administrators share these people's reviews at once; those shared already are skipped. */
export function useShareAll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareAll,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewPacketsQueryKey }),
  });
}
