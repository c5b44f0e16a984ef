import type { NewsPost, NewsPostInput } from '@topgear/shared/news';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsListsQueryKey } from './get-news';

export const createNewsPost = (post: NewsPostInput) => api<NewsPost>('/news', { method: 'POST', body: post });

export function useCreateNewsPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNewsPost,
    // Settles once the feed is fetched again, so the new post is on top when 'Posted' shows.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: newsListsQueryKey }),
  });
}
