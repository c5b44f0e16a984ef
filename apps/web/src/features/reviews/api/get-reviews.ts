import type { Review } from '@topgear/shared/reviews';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pagedListOptions } from '@/lib/paged-list';

export const reviewsQueryKey = ['reviews'] as const;

/**
 * A failed read is shown as failed, with its 'Try again', where it is first rendered, not asked
 * again by the next render: the review pages are served to visitors as islands, so the server's
 * render is all they get, and it must say 'not found' rather than 'loading'.
 */
const shownAsFailed = { retryOnMount: false } as const;

/** Customer reviews newest first, `pageSize` at a time. */
export const reviewsQueryOptions = (pageSize: number) => ({
  ...pagedListOptions<Review>(reviewsQueryKey, '/reviews', { pageSize }),
  ...shownAsFailed,
});

export const useReviews = (pageSize: number) => useInfiniteQuery(reviewsQueryOptions(pageSize));

export const reviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...reviewsQueryKey, 'detail', id],
    queryFn: ({ signal }) => api<Review>(`/reviews/${encodeURIComponent(id)}`, { signal }),
    ...shownAsFailed,
  });

export const useReview = (id: string) => useQuery(reviewQueryOptions(id));
