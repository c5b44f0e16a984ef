import type { ChatConversation } from '@topgear/shared/chat';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** My own conversation with support, as I see it (the person's side). */
export const myConversationQueryKey = ['chat', 'conversation'] as const;

/** My conversation, or null until I start one (the server answers 404 then). */
async function getMyConversation({ signal }: { signal: AbortSignal }) {
  try {
    return await api<ChatConversation>('/chat/conversation', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const useMyConversation = () =>
  useQuery(queryOptions({ queryKey: myConversationQueryKey, queryFn: getMyConversation }));
