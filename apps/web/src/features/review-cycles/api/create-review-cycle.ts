import type { ReviewCycle, ReviewCycleSetup } from '@topgear/shared/review-cycles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewCycleQueryKey } from './get-review-cycle';
import { reviewCyclesQueryKey } from './get-review-cycles';

export const createReviewCycle = (setup: ReviewCycleSetup) =>
  api<ReviewCycle>('/review-cycles', { method: 'POST', body: setup });

/** Sets up a review cycle as a draft; a 400 names each field at fault (an unknown template on `templateId`). */
export function useCreateReviewCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReviewCycle,
    onSuccess: (created) => {
      // The cycle's page opens next: it need not ask for what the server just answered.
      queryClient.setQueryData(reviewCycleQueryKey(created.id), created);
      return queryClient.invalidateQueries({ queryKey: [...reviewCyclesQueryKey, 'list'] });
    },
  });
}
