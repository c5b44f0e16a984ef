import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewCycleQueryKey } from './get-review-cycle';
import { reviewCyclesQueryKey } from './get-review-cycles';

export const deleteReviewCycle = (id: string) =>
  api<undefined>(`/review-cycles/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** Deletes a draft. 409 `CYCLE_NOT_DRAFT` once it is launched. */
export function useDeleteReviewCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReviewCycle,
    // Only the list: the deleted cycle's own page is left at once, and asking for it again would be a 404.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...reviewCyclesQueryKey, 'list'] }),
    // Someone launched it meanwhile: its page shows it launched.
    onError: (_error, id) => queryClient.invalidateQueries({ queryKey: reviewCycleQueryKey(id) }),
  });
}
