import type { ReviewRequest } from '@topgear/shared/review-writing';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reviewRequestsQueryKey } from './get-review-requests';

export const reviewRequestQueryKey = (id: string) => [...reviewRequestsQueryKey, 'detail', id] as const;

/** A review I write: its questions in order, who reads each answer, and my answers so far; 404 when it is not mine. */
export const useReviewRequest = (id: string) =>
  useQuery({
    queryKey: reviewRequestQueryKey(id),
    queryFn: ({ signal }) => api<ReviewRequest>(`/review-requests/${encodeURIComponent(id)}`, { signal }),
  });
