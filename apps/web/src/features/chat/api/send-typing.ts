import { CHAT_EVENTS, type ConversationRef } from '@topgear/shared/chat';
import type { Socket } from 'socket.io-client';

/** Tells the others in the room that I am typing; it is not stored, and nothing waits for an answer. */
export function sendTyping(socket: Socket, conversationId: string) {
  socket.emit(CHAT_EVENTS.typing, { conversationId } satisfies ConversationRef);
}
