import { CHAT_EVENTS, type ChatMessage, type SendMessage } from '@topgear/shared/chat';
import type { Socket } from 'socket.io-client';
import { request } from './socket-request';

/** Sends a message; sending the same id again is safe, the server stores it once. */
export const sendMessage = (socket: Socket, message: SendMessage) =>
  request<{ message: ChatMessage }>(socket, CHAT_EVENTS.sendMessage, message);
