import type { ReviewTemplate } from '@topgear/shared/review-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewTemplatesQueryKey } from './get-review-templates';

export const copyReviewTemplate = (id: string) =>
  api<ReviewTemplate>(`/review-templates/${encodeURIComponent(id)}/copy`, { method: 'POST' });

/** Copies a review template as "<name> (copy)" (or "(copy 2)", …), to change freely. */
export function useCopyReviewTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: copyReviewTemplate,
    // Settled, not succeeded: a 404 means the list was stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: reviewTemplatesQueryKey }),
  });
}
