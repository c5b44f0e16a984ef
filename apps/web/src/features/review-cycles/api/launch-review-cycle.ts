import type { ReviewCycle } from '@topgear/shared/review-cycles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewCycleQueryKey } from './get-review-cycle';
import { reviewCyclesQueryKey } from './get-review-cycles';

export const launchReviewCycle = (id: string) =>
  api<ReviewCycle>(`/review-cycles/${encodeURIComponent(id)}/launch`, { method: 'POST' });

/**
 * Launches a draft: the template is copied into it and who takes part is frozen, with who reports
 * to whom. 409 `TEMPLATE_INCOMPLETE` or `NOBODY_TAKES_PART`, with a message saying what to change;
 * `CYCLE_NOT_DRAFT` when someone launched it first.
 */
export function useLaunchReviewCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: launchReviewCycle,
    onSuccess: (launched) => queryClient.setQueryData(reviewCycleQueryKey(launched.id), launched),
    // Settled, not succeeded: a refusal may mean the cycle moved on, or its count changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewCyclesQueryKey }),
  });
}
