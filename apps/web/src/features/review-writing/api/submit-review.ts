import type { ReviewRequest } from '@topgear/shared/review-writing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewRequestsQueryKey } from './get-review-requests';
import { reviewRequestQueryKey } from './get-review-request';

export const submitReview = (id: string) =>
  api<ReviewRequest>(`/review-requests/${encodeURIComponent(id)}/submission`, { method: 'POST' });

/**
 * Submits the review as saved, locking its answers: 400 with `answers.<question id>` for each
 * required question left unanswered, 409 once submitted or when the cycle no longer takes reviews.
 */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitReview,
    onSuccess: (submitted) => {
      queryClient.setQueryData(reviewRequestQueryKey(submitted.id), submitted);
      void queryClient.invalidateQueries({ queryKey: [...reviewRequestsQueryKey, 'inbox'] });
    },
  });
}
