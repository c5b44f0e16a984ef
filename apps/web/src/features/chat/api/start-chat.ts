import type { ChatConversation, StartChat } from '@topgear/shared/chat';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myConversationQueryKey } from './get-my-conversation';

export const startChat = (details: StartChat) =>
  api<ChatConversation>('/chat/conversation', { method: 'PUT', body: details });

/** Start Chat: the answer is my conversation, so the window opens without asking again. */
export function useStartChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startChat,
    onSuccess: (conversation) => queryClient.setQueryData(myConversationQueryKey, conversation),
  });
}
