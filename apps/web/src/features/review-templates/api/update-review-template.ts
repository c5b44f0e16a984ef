import type { ReviewTemplate, ReviewTemplateInput } from '@topgear/shared/review-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewTemplatesQueryKey } from './get-review-templates';

export interface ReviewTemplateChange {
  id: string;
  /** The whole template: the server replaces it and numbers its sections and questions afresh. */
  template: ReviewTemplateInput;
}

export const updateReviewTemplate = ({ id, template }: ReviewTemplateChange) =>
  api<ReviewTemplate>(`/review-templates/${encodeURIComponent(id)}`, { method: 'PUT', body: template });

/** Saves a review template whole; a name another template has is a 409 on `name`. */
export function useUpdateReviewTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReviewTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewTemplatesQueryKey }),
  });
}
