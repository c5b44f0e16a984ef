import {
  CHAT_EVENTS,
  CHAT_TYPING_SHOWN_MS,
  type ChatAuthor,
  type ChatMessage,
  type ChatTyping,
} from '@topgear/shared/chat';
import { useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { sendTyping } from '../api/send-typing';

/** How often the other side hears that I am still typing: often enough to keep their indicator on. */
const TYPING_EVERY_MS = 2000;

/**
 * Who else is typing in the conversation, shown for CHAT_TYPING_SHOWN_MS after each sign of it and
 * gone as soon as their message arrives; and `notify`, to call as I type.
 */
export function useTyping(socket: Socket | null, conversationId: string, meId: string, joined: boolean) {
  const [typist, setTypist] = useState<ChatAuthor | null>(null);
  const lastSent = useRef(0);

  useEffect(() => {
    if (!socket) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onTyping = (typing: ChatTyping) => {
      // My other tabs are in the room too.
      if (typing.conversationId !== conversationId || typing.author.id === meId) return;
      setTypist(typing.author);
      clearTimeout(timer);
      timer = setTimeout(() => setTypist(null), CHAT_TYPING_SHOWN_MS);
    };
    const onMessage = (message: ChatMessage) => {
      if (message.conversationId !== conversationId) return;
      setTypist((current) => (current?.id === message.author.id ? null : current));
    };
    socket.on(CHAT_EVENTS.typing, onTyping);
    socket.on(CHAT_EVENTS.receiveMessage, onMessage);
    return () => {
      clearTimeout(timer);
      socket.off(CHAT_EVENTS.typing, onTyping);
      socket.off(CHAT_EVENTS.receiveMessage, onMessage);
    };
  }, [socket, conversationId, meId]);

  return {
    typist: typist?.name ?? null,
    notify: () => {
      // The server only hears typing from a connection in the room.
      if (!socket || !joined) return;
      const now = Date.now();
      if (now - lastSent.current < TYPING_EVERY_MS) return;
      lastSent.current = now;
      sendTyping(socket, conversationId);
    },
  };
}
