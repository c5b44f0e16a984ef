import type { NewsPost } from '@topgear/shared/news';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsQueryKey } from './get-news';

/** One post's cache, and below it its comments', so that both go together when it is deleted. */
export const newsPostQueryKey = (id: string) => [...newsQueryKey, 'post', id] as const;

export const newsPostQueryOptions = (id: string) =>
  queryOptions({
    queryKey: newsPostQueryKey(id),
    queryFn: ({ signal }) => api<NewsPost>(`/news/${encodeURIComponent(id)}`, { signal }),
    // A deleted post stays deleted: show that at once instead of asking again.
    retry: false,
  });

export const useNewsPost = (id: string) => useQuery(newsPostQueryOptions(id));
