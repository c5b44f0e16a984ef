import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsListsQueryKey } from './get-news';
import { newsPostQueryKey } from './get-news-post';

export const deleteNewsPost = (id: string) => api<undefined>(`/news/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteNewsPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNewsPost,
    // The post's own page and comments go without being asked for again (they would answer 404);
    // the lists are fetched again before the mutation settles, so the card leaves once the server agrees.
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: newsPostQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: newsListsQueryKey });
    },
  });
}
