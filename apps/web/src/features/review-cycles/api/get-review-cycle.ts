import type { ReviewCycle } from '@topgear/shared/review-cycles';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewCyclesQueryKey } from './get-review-cycles';

/** Under the cycles key, so whatever refreshes the list refreshes an open cycle too. */
export const reviewCycleQueryKey = (id: string) => [...reviewCyclesQueryKey, 'detail', id] as const;

/** One review cycle: its setup, phase, launch date, and how many take part (or would, today, while a draft). */
export const useReviewCycle = (id: string) =>
  useQuery({
    queryKey: reviewCycleQueryKey(id),
    queryFn: ({ signal }) => api<ReviewCycle>(`/review-cycles/${encodeURIComponent(id)}`, { signal }),
  });
