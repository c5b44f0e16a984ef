import type { ManagerFeedback } from '@topgear/shared/review-writing';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * What has been written about someone I manage in a cycle: their self-review once submitted, and
 * the peers' and reports' reviews pooled without names; 404 to anyone but their manager in the cycle.
 */
export const useManagerFeedback = (cycleId: string, personId: string) =>
  useQuery({
    queryKey: ['review-feedback', cycleId, personId],
    queryFn: ({ signal }) =>
      api<ManagerFeedback>(
        `/review-cycles/${encodeURIComponent(cycleId)}/people/${encodeURIComponent(personId)}/feedback`,
        { signal },
      ),
  });
