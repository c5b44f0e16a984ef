import type { ReviewRequestSummary } from '@topgear/shared/review-writing';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query about the reviews I write starts with this key, so a save or a submission refreshes the inbox too. */
export const reviewRequestsQueryKey = ['review-requests'] as const;

/** My inbox: the reviews I am asked to write (open ones first, by deadline) and those I submitted. */
export const useReviewRequests = () =>
  useQuery({
    queryKey: [...reviewRequestsQueryKey, 'inbox'],
    queryFn: ({ signal }) => api<ReviewRequestSummary[]>('/review-requests', { signal }),
  });
