import type { MyNominations } from '@topgear/shared/review-nominations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myNominationsQueryKey } from './get-my-nominations';

export const saveMyNominations = ({ cycleId, peerIds }: { cycleId: string; peerIds: string[] }) =>
  api<MyNominations>(`/review-cycles/${encodeURIComponent(cycleId)}/nominations/mine`, {
    method: 'PUT',
    body: { peerIds },
  });

/**
 * Replaces my proposals still waiting with `peerIds`: 400 on `peerIds` beyond the cycle's most
 * (counting those my manager added), for myself or someone inactive; 409 `NOMINATIONS_CLOSED`.
 */
export function useSaveMyNominations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyNominations,
    onSuccess: (saved) => queryClient.setQueryData(myNominationsQueryKey(saved.cycle.id), saved),
  });
}
