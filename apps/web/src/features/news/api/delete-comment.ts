import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsListsQueryKey } from './get-news';
import { newsPostQueryKey } from './get-news-post';

export const deleteComment = ({ postId, commentId }: { postId: string; commentId: string }) =>
  api<undefined>(`/news/${encodeURIComponent(postId)}/comments/${encodeURIComponent(commentId)}`, {
    method: 'DELETE',
  });

export function useDeleteComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteComment,
    onSuccess: (_nothing, { postId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: newsPostQueryKey(postId) }),
        queryClient.invalidateQueries({ queryKey: newsListsQueryKey }),
      ]),
  });
}
