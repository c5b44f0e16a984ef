import type { NewsPost, NewsPostInput } from '@topgear/shared/news';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsListsQueryKey } from './get-news';
import { putPostInCache } from './post-cache';

export const updateNewsPost = ({ id, ...post }: NewsPostInput & { id: string }) =>
  api<NewsPost>(`/news/${encodeURIComponent(id)}`, { method: 'PUT', body: post });

export function useUpdateNewsPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNewsPost,
    onSuccess: (post) => {
      putPostInCache(queryClient, post);
      // New words change which searches find the post.
      return queryClient.invalidateQueries({ queryKey: newsListsQueryKey });
    },
  });
}
