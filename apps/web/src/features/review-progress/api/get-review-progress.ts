import type { CyclePhase } from '@topgear/shared/review-cycles';
import type { ReviewProgress } from '@topgear/shared/review-progress';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query about a cycle's progress starts with this key, so that a reminder refreshes them all. */
export const reviewProgressQueryKey = (cycleId: string) => ['review-progress', cycleId] as const;

/**
 * A launched cycle's progress. The phase the page shows is part of the key: once the cycle moves
 * on, the new phase's progress is fetched rather than the last phase's shown.
 */
export const useReviewProgress = (cycleId: string, phase: CyclePhase) =>
  useQuery({
    queryKey: [...reviewProgressQueryKey(cycleId), phase],
    queryFn: ({ signal }) => api<ReviewProgress>(`/review-cycles/${encodeURIComponent(cycleId)}/progress`, { signal }),
  });
