import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewsQueryKey } from './get-reviews';

export const removeReview = (id: string) => api<undefined>(`/reviews/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useRemoveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsQueryKey }),
  });
}
