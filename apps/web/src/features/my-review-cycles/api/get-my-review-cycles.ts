import type { MyReviewCycles } from '@topgear/shared/review-cycles';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The running cycles in which I take part, or manage someone (and how many). */
export const useMyReviewCycles = () =>
  useQuery({
    queryKey: ['review-cycles', 'mine'],
    queryFn: ({ signal }) => api<MyReviewCycles>('/review-cycles/mine', { signal }),
  });
