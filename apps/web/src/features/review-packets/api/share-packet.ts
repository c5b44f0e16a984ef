import type { ManagerPacket } from '@topgear/shared/review-packets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewPacketsQueryKey } from './get-my-packet';
import { personPacketQueryKey } from './get-person-packet';

interface SharedPacket {
  cycleId: string;
  personId: string;
}

export const sharePacket = ({ cycleId, personId }: SharedPacket) =>
  api<ManagerPacket>(`/review-cycles/${encodeURIComponent(cycleId)}/people/${encodeURIComponent(personId)}/sharing`, {
    method: 'POST',
  });

/** Shares someone's review with them, as their manager in the cycle or an administrator; 409 when shared already. */
export function useSharePacket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sharePacket,
    onSuccess: (packet, { cycleId, personId }) =>
      queryClient.setQueryData(personPacketQueryKey(cycleId, personId), packet),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewPacketsQueryKey }),
  });
}
