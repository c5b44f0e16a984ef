import type { CannedReply } from '@topgear/shared/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const cannedRepliesQueryKey = ['chat', 'canned-replies'] as const;

/** Support's canned replies, by shortcut. */
export const useCannedReplies = () =>
  useQuery(
    queryOptions({
      queryKey: cannedRepliesQueryKey,
      queryFn: ({ signal }) => api<CannedReply[]>('/chat/canned-replies', { signal }),
    }),
  );
