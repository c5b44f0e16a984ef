import type { ReviewTemplateSummary } from '@topgear/shared/review-templates';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The review templates a cycle may use, alphabetically. The key is the one the templates' own
 * screens use for the same list, so a template created or renamed there is offered here at once.
 */
export const useTemplateChoices = () =>
  useQuery({
    queryKey: ['review-templates', 'list'],
    queryFn: ({ signal }) => api<ReviewTemplateSummary[]>('/review-templates', { signal }),
  });
