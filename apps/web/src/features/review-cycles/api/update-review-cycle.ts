import type { ReviewCycle, ReviewCycleSetup } from '@topgear/shared/review-cycles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewCycleQueryKey } from './get-review-cycle';
import { reviewCyclesQueryKey } from './get-review-cycles';

export interface ReviewCycleChange {
  id: string;
  /** The whole draft: the server replaces its setup. */
  setup: ReviewCycleSetup;
}

export const updateReviewCycle = ({ id, setup }: ReviewCycleChange) =>
  api<ReviewCycle>(`/review-cycles/${encodeURIComponent(id)}`, { method: 'PUT', body: setup });

/** Saves a draft whole; the answer counts again who would take part. 409 `CYCLE_NOT_DRAFT` once launched. */
export function useUpdateReviewCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReviewCycle,
    onSuccess: (updated) => {
      queryClient.setQueryData(reviewCycleQueryKey(updated.id), updated);
      return queryClient.invalidateQueries({ queryKey: [...reviewCyclesQueryKey, 'list'] });
    },
  });
}
