import type { AnswersInput, ReviewRequest } from '@topgear/shared/review-writing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewRequestsQueryKey } from './get-review-requests';
import { reviewRequestQueryKey } from './get-review-request';

export interface AnswersChange {
  id: string;
  /** Every answer so far: the server keeps them as the draft, replacing the last one. */
  body: AnswersInput;
}

export const saveAnswers = ({ id, body }: AnswersChange) =>
  api<ReviewRequest>(`/review-requests/${encodeURIComponent(id)}/answers`, { method: 'PUT', body });

/**
 * Saves the draft: 400 with `answers.<question id>` for a rating off the scale or a text too long,
 * 409 once submitted or when the cycle no longer takes reviews. The saved review replaces the
 * cached one (the form keeps its own copy of what is typed) and the inbox's progress refreshes.
 */
export function useSaveAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnswers,
    onSuccess: (saved) => {
      queryClient.setQueryData(reviewRequestQueryKey(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: [...reviewRequestsQueryKey, 'inbox'] });
    },
  });
}
