import type { NewsPost } from '@topgear/shared/news';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { putPostInCache } from './post-cache';

export const removeReaction = (postId: string) =>
  api<NewsPost>(`/news/${encodeURIComponent(postId)}/reaction`, { method: 'DELETE' });

export function useRemoveReaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeReaction,
    onSuccess: (post) => putPostInCache(queryClient, post),
  });
}
