import type { ReviewTemplate, ReviewTemplateInput } from '@topgear/shared/review-templates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewTemplatesQueryKey } from './get-review-templates';

export const createReviewTemplate = (template: ReviewTemplateInput) =>
  api<ReviewTemplate>('/review-templates', { method: 'POST', body: template });

/** Creates a review template; a name another template has (in any case) is a 409 on `name`. */
export function useCreateReviewTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReviewTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewTemplatesQueryKey }),
  });
}
