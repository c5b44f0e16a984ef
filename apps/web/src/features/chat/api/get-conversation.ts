import type { ChatConversation } from '@topgear/shared/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationsQueryKey } from './get-conversations';

/** Under the list's key, so that whatever refreshes the list refreshes an open conversation too. */
export const conversationQueryKey = (id: string) => [...conversationsQueryKey, id] as const;

export const useConversation = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: conversationQueryKey(id),
      queryFn: ({ signal }) => api<ChatConversation>(`/chat/conversations/${encodeURIComponent(id)}`, { signal }),
      // A deleted conversation stays deleted: show that at once instead of asking again.
      retry: false,
    }),
  );
