import { CHAT_EVENTS, type ChatMessage } from '@topgear/shared/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { putConversation, refetchConversation } from '../api/conversation-cache';
import { messagesQueryKey } from '../api/get-messages';
import { joinRoom, leaveRoom } from '../api/join-room';
import { putMessageInCache } from '../api/message-cache';
import type { ChatSide } from '../messages';

interface Room {
  /** The server has let this connection in: messages may be sent and typing told. */
  joined: boolean;
  /** Why the last join was refused. */
  error?: string;
}

/**
 * Watches one conversation over the shared socket: joins its room now and again on every
 * reconnection (a new connection is in no room), puts each message heard into the history, and
 * leaves when the window goes. Each join asks for the history again, since whatever was said
 * while the connection was down was never pushed.
 */
export function useChatRoom(socket: Socket | null, conversationId: string, side: ChatSide): Room {
  const queryClient = useQueryClient();
  const [room, setRoom] = useState<Room>({ joined: false });

  useEffect(() => {
    if (!socket) return;
    const join = () => {
      void joinRoom(socket, conversationId).then((ack) => {
        if (!ack.ok) {
          setRoom({ joined: false, error: ack.error.message });
          // Deleted while this screen was away: my chat goes back to Start Chat, support's page to 'not found'.
          if (ack.error.code === 'NOT_FOUND') void refetchConversation(queryClient, side, conversationId);
          return;
        }
        putConversation(queryClient, side, ack.conversation);
        setRoom({ joined: true });
        void queryClient.invalidateQueries({ queryKey: messagesQueryKey(conversationId) });
      });
    };
    const onDisconnect = () => setRoom({ joined: false });
    const onMessage = (message: ChatMessage) => {
      if (message.conversationId === conversationId) putMessageInCache(queryClient, message);
    };
    socket.on('connect', join);
    socket.on('disconnect', onDisconnect);
    socket.on(CHAT_EVENTS.receiveMessage, onMessage);
    if (socket.connected) join();
    return () => {
      socket.off('connect', join);
      socket.off('disconnect', onDisconnect);
      socket.off(CHAT_EVENTS.receiveMessage, onMessage);
      // A closed connection left every room already.
      if (socket.connected) leaveRoom(socket, conversationId);
    };
  }, [socket, conversationId, side, queryClient]);

  return room;
}
