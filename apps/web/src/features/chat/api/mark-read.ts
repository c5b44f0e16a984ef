import { CHAT_EVENTS, type ChatConversation, type ConversationRef } from '@topgear/shared/chat';
import type { Socket } from 'socket.io-client';
import { request } from './socket-request';

/** This side has read the conversation up to now; the answer is the conversation with its new marker. */
export const markRead = (socket: Socket, conversationId: string) =>
  request<{ conversation: ChatConversation }>(socket, CHAT_EVENTS.markRead, {
    conversationId,
  } satisfies ConversationRef);
