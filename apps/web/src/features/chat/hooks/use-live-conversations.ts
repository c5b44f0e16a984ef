import { CHAT_EVENTS, type ChatConversation } from '@topgear/shared/chat';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { conversationsQueryKey } from '../api/get-conversations';
import { myConversationQueryKey } from '../api/get-my-conversation';

const isMine = (queryClient: QueryClient, id: string) =>
  queryClient.getQueryData<ChatConversation | null>(myConversationQueryKey)?.id === id;

/**
 * Keeps the conversations on screen current from the server's pushes: Chat Request's cards, an
 * open conversation's page, and my own chat. They are asked again rather than taken from the push,
 * which carries one side's view (its unread count and read marker) while each screen reads its own.
 * Every (re)connection asks again too: what changed while the connection was down was never pushed.
 */
export function useLiveConversations(socket: Socket | null) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!socket) return;
    const refresh = (id?: string) => {
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
      if (id === undefined || isMine(queryClient, id)) {
        void queryClient.invalidateQueries({ queryKey: myConversationQueryKey });
      }
    };
    const onUpdated = (conversation: ChatConversation) => refresh(conversation.id);
    const onDeleted = ({ id }: { id: string }) => {
      // My chat goes back to the Start Chat form; support's page finds it gone (404) when asked again.
      if (isMine(queryClient, id)) queryClient.setQueryData(myConversationQueryKey, null);
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    };
    const onConnect = () => refresh();
    socket.on(CHAT_EVENTS.conversationUpdated, onUpdated);
    socket.on(CHAT_EVENTS.conversationDeleted, onDeleted);
    socket.on('connect', onConnect);
    return () => {
      socket.off(CHAT_EVENTS.conversationUpdated, onUpdated);
      socket.off(CHAT_EVENTS.conversationDeleted, onDeleted);
      socket.off('connect', onConnect);
    };
  }, [socket, queryClient]);
}
