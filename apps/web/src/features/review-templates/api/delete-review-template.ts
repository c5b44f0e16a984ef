import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewTemplatesQueryKey } from './get-review-templates';

export const deleteReviewTemplate = (id: string) =>
  api<undefined>(`/review-templates/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Deletes a review template; cycles that used it keep their own copy. */
export function useDeleteReviewTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReviewTemplate,
    // Settled, not succeeded: a 404 means someone deleted it since the list was loaded.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewTemplatesQueryKey }),
  });
}
