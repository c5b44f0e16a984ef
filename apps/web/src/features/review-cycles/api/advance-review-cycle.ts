import type { ReviewCycle } from '@topgear/shared/review-cycles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { AdvanceablePhase } from '../advance-texts';
import { reviewCycleQueryKey } from './get-review-cycle';
import { reviewCyclesQueryKey } from './get-review-cycles';

export const advanceReviewCycle = ({ id, from }: Pick<ReviewCycle, 'id'> & { from: AdvanceablePhase }) =>
  api<ReviewCycle>(`/review-cycles/${encodeURIComponent(id)}/advance`, { method: 'POST', body: { from } });

/**
 * Moves a launched cycle on from the phase the administrator saw; 409 `PHASE_CHANGED` when someone
 * moved it first, with a message naming where it is.
 */
export function useAdvanceReviewCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: advanceReviewCycle,
    onSuccess: (advanced) => queryClient.setQueryData(reviewCycleQueryKey(advanced.id), advanced),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewCyclesQueryKey }),
  });
}
