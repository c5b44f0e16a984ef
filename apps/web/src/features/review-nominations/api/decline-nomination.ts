import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { nominationRequestsQueryKey } from './get-nomination-requests';

interface Decline {
  cycleId: string;
  /** Who nominated me. */
  personId: string;
  reason: string;
}

export const declineNomination = ({ cycleId, personId, reason }: Decline) =>
  api<void>(`/review-cycles/${encodeURIComponent(cycleId)}/nominations/${encodeURIComponent(personId)}/decline`, {
    method: 'POST',
    body: { reason },
  });

/** As a nominated peer, I decline; their manager reads my reason. 409 `NOMINATIONS_CLOSED` once closed. */
export function useDeclineNomination() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineNomination,
    onSettled: () => queryClient.invalidateQueries({ queryKey: nominationRequestsQueryKey }),
  });
}
