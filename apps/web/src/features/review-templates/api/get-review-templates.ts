import type { ReviewTemplateSummary } from '@topgear/shared/review-templates';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query about review templates starts with this key, so a change refreshes the list and each template. */
export const reviewTemplatesQueryKey = ['review-templates'] as const;

/** The review templates alphabetically, with how many sections and questions each has. */
export const useReviewTemplates = () =>
  useQuery({
    queryKey: [...reviewTemplatesQueryKey, 'list'],
    queryFn: ({ signal }) => api<ReviewTemplateSummary[]>('/review-templates', { signal }),
  });
