import type { AcknowledgementInput, ReviewPacket } from '@topgear/shared/review-packets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myPacketQueryKey, reviewPacketsQueryKey } from './get-my-packet';

export const acknowledgePacket = (cycleId: string, input: AcknowledgementInput) =>
  api<ReviewPacket>(`/review-cycles/${encodeURIComponent(cycleId)}/packet/acknowledgement`, {
    method: 'POST',
    body: input,
  });

/** Acknowledges my shared review, with an optional comment my manager reads; 409 once acknowledged. */
export function useAcknowledgePacket(cycleId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcknowledgementInput) => acknowledgePacket(cycleId, input),
    onSuccess: (packet) => queryClient.setQueryData(myPacketQueryKey(cycleId), packet),
    // Acknowledged in another tab first: what the server holds now is what to show.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewPacketsQueryKey }),
  });
}
