import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationQueryKey } from './get-conversation';
import { conversationsQueryKey } from './get-conversations';
import { messagesQueryKey } from './get-messages';

export const deleteConversation = (id: string) =>
  api<undefined>(`/chat/conversations/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    // The conversation and its history go without being asked for again (they would answer 404);
    // the list is fetched again before the mutation settles, so the card leaves once the server agrees.
    onSuccess: (_nothing, id) => {
      queryClient.removeQueries({ queryKey: conversationQueryKey(id), exact: true });
      queryClient.removeQueries({ queryKey: messagesQueryKey(id) });
      return queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    },
  });
}
