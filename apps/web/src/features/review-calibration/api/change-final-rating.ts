import type { FinalRatingInput } from '@topgear/shared/review-calibration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calibrationQueryKey } from './get-calibration';

export interface FinalRatingChange {
  cycleId: string;
  personId: string;
  change: FinalRatingInput;
}

export const changeFinalRating = ({ cycleId, personId, change }: FinalRatingChange) =>
  api<{ finalRating: number; finalRatingReason: string }>(
    `/review-cycles/${encodeURIComponent(cycleId)}/people/${encodeURIComponent(personId)}/final-rating`,
    { method: 'PUT', body: change },
  );

/**
 * Changes a person's final rating, with the reason. 400 names `rating` (off the scale, unchanged)
 * or `reason`; 409 `NOT_CALIBRATING` once the cycle has moved on.
 */
export function useChangeFinalRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFinalRating,
    // Settled, not succeeded: a refusal may mean the cycle moved on, which the table should show too.
    onSettled: (_answer, _error, { cycleId }) =>
      queryClient.invalidateQueries({ queryKey: calibrationQueryKey(cycleId) }),
  });
}
