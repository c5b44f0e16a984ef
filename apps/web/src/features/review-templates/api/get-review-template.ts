import type { ReviewTemplate } from '@topgear/shared/review-templates';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewTemplatesQueryKey } from './get-review-templates';

/** Under the templates key, so whatever refreshes the list refreshes an open template too. */
export const reviewTemplateQueryKey = (id: string) => [...reviewTemplatesQueryKey, 'detail', id] as const;

/** A review template whole: its scale, and its sections with their numbered questions. */
export const useReviewTemplate = (id: string) =>
  useQuery({
    queryKey: reviewTemplateQueryKey(id),
    queryFn: ({ signal }) => api<ReviewTemplate>(`/review-templates/${encodeURIComponent(id)}`, { signal }),
  });
