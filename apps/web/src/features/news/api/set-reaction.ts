import type { NewsPost, NewsReaction } from '@topgear/shared/news';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { putPostInCache } from './post-cache';

export const setReaction = ({ postId, kind }: { postId: string; kind: NewsReaction }) =>
  api<NewsPost>(`/news/${encodeURIComponent(postId)}/reaction`, { method: 'PUT', body: { kind } });

/** My reaction to a post, replacing the other kind. */
export function useSetReaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setReaction,
    onSuccess: (post) => putPostInCache(queryClient, post),
  });
}
