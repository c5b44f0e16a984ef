import { CHAT_EVENTS, type ChatConversation, type ConversationRef } from '@topgear/shared/chat';
import type { Socket } from 'socket.io-client';
import { request } from './socket-request';

/** Watches a conversation: its messages and typing come to this socket until it leaves (or disconnects). */
export const joinRoom = (socket: Socket, conversationId: string) =>
  request<{ conversation: ChatConversation }>(socket, CHAT_EVENTS.joinRoom, {
    conversationId,
  } satisfies ConversationRef);

/** Stops watching. Nobody waits for the answer: the screen that watched is going. */
export function leaveRoom(socket: Socket, conversationId: string) {
  socket.emit(CHAT_EVENTS.leaveRoom, { conversationId } satisfies ConversationRef);
}
