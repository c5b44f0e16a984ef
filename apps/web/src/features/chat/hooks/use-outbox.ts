import { CHAT_EVENTS, type ChatError, type ChatMessage } from '@topgear/shared/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { newId } from '@/lib/new-id';
import { putMessageInCache } from '../api/message-cache';
import { sendMessage } from '../api/send-message';
import { type OutgoingMessage, withoutEcho } from '../messages';

/**
 * My messages on their way: each shows at once, goes as soon as the room is joined (so what is
 * written while the connection is down waits, then goes in order), and leaves the outbox once the
 * server has stored it. A message lost with the connection goes again after the next join, and so
 * does one the server never answered (a connection can die unnoticed for a while), though that one
 * shows Retry meanwhile; one the server refused stays with why until Retry. Every attempt carries
 * the message's own id, so the server stores it once however often it arrives.
 */
export function useOutbox(socket: Socket | null, conversationId: string, meId: string, joined: boolean) {
  const queryClient = useQueryClient();
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);
  /** Sent and not answered yet: not sent again meanwhile. */
  const inFlight = useRef(new Set<string>());

  const confirm = (id: string) => setOutbox((messages) => messages.filter((message) => message.id !== id));
  const fail = (id: string, error: string, unanswered = false) =>
    setOutbox((messages) =>
      messages.map((message) => (message.id === id ? { ...message, error, unanswered } : message)),
    );
  /** Back to waiting, for the effect below to send once the room is joined. */
  const resend = (again: (message: OutgoingMessage) => boolean) =>
    setOutbox((messages) =>
      messages.map((message) =>
        again(message) ? { id: message.id, text: message.text, createdAt: message.createdAt } : message,
      ),
    );

  const transmit = useEffectEvent((message: OutgoingMessage) => {
    if (!socket || inFlight.current.has(message.id)) return;
    inFlight.current.add(message.id);
    void sendMessage(socket, { conversationId, id: message.id, text: message.text }).then((ack) => {
      inFlight.current.delete(message.id);
      if (ack.ok) {
        putMessageInCache(queryClient, ack.message);
        confirm(message.id);
      } else if (socket.connected) {
        fail(message.id, ack.error.message, 'unanswered' in ack);
      }
      // Otherwise it was lost with the connection: it stays waiting and goes after the next join.
    });
  });

  useEffect(() => {
    if (!joined) return;
    for (const message of outbox) if (message.error === undefined) transmit(message);
  }, [joined, outbox]);

  useEffect(() => {
    if (!socket) return;
    // The server sends the message back to the room before it answers: the echo settles it at once.
    const onMessage = (message: ChatMessage) => {
      if (message.conversationId !== conversationId || message.author.id !== meId) return;
      setOutbox((messages) => withoutEcho(messages, message));
    };
    // A refusal comes as `chat_error` too, should its answer be lost.
    const onError = (error: ChatError) => {
      if (error.event === CHAT_EVENTS.sendMessage && error.id !== undefined) fail(error.id, error.message);
    };
    const onConnect = () => resend((message) => message.unanswered === true);
    socket.on(CHAT_EVENTS.receiveMessage, onMessage);
    socket.on(CHAT_EVENTS.error, onError);
    socket.on('connect', onConnect);
    return () => {
      socket.off(CHAT_EVENTS.receiveMessage, onMessage);
      socket.off(CHAT_EVENTS.error, onError);
      socket.off('connect', onConnect);
    };
  }, [socket, conversationId, meId]);

  return {
    outbox,
    send: (text: string) =>
      setOutbox((messages) => [...messages, { id: newId(), text, createdAt: new Date().toISOString() }]),
    retry: (id: string) => resend((message) => message.id === id),
  };
}
