import type { NewsComment, NewsCommentInput } from '@topgear/shared/news';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { newsListsQueryKey } from './get-news';
import { newsPostQueryKey } from './get-news-post';

export const createComment = ({ postId, ...comment }: NewsCommentInput & { postId: string }) =>
  api<NewsComment>(`/news/${encodeURIComponent(postId)}/comments`, { method: 'POST', body: comment });

export function useCreateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createComment,
    // The post's comments and its count, wherever it shows.
    onSuccess: (comment) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: newsPostQueryKey(comment.postId) }),
        queryClient.invalidateQueries({ queryKey: newsListsQueryKey }),
      ]),
  });
}
