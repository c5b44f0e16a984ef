import type { Review } from '@topgear/shared/reviews';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pagedListOptions } from '@/lib/paged-list';

export const reviewsQueryKey = ['reviews'] as const;

/** Customer reviews newest first, `pageSize` at a time. */
export const reviewsQueryOptions = (pageSize: number) =>
  pagedListOptions<Review>(reviewsQueryKey, '/reviews', { pageSize });

export const useReviews = (pageSize: number) => useInfiniteQuery(reviewsQueryOptions(pageSize));

export const reviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...reviewsQueryKey, 'detail', id],
    queryFn: ({ signal }) => api<Review>(`/reviews/${encodeURIComponent(id)}`, { signal }),
  });

export const useReview = (id: string) => useQuery(reviewQueryOptions(id));
