import type { ReviewCycle } from '@topgear/shared/review-cycles';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query about review cycles starts with this key, so a change refreshes the list and each cycle. */
export const reviewCyclesQueryKey = ['review-cycles'] as const;

/** Every review cycle, the latest set up first, with its phase and how many take part (or would, today). */
export const useReviewCycles = () =>
  useQuery({
    queryKey: [...reviewCyclesQueryKey, 'list'],
    queryFn: ({ signal }) => api<ReviewCycle[]>('/review-cycles', { signal }),
  });
