import type { Review, ReviewInput } from '@topgear/shared/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewsQueryKey } from './get-reviews';

export const createReview = (review: ReviewInput) => api<Review>('/reviews', { method: 'POST', body: review });

/** Publishes a review; the customer reviews list refetches, so the new one shows first there. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey }),
  });
}
