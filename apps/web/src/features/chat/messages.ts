import type { ChatMessage } from '@topgear/shared/chat';
import type { Page } from '@topgear/shared/pagination';
import type { InfiniteData } from '@tanstack/react-query';

/** Whose side a screen speaks for: the person who started the conversation, or the support team. */
export type ChatSide = 'person' | 'support';

/** A message I sent that the server has not stored yet; `error` once it refused it or never answered. */
export interface OutgoingMessage {
  id: string;
  text: string;
  createdAt: string;
  error?: string;
  /** The server never answered (a connection that died unnoticed): it goes again after the next reconnection. */
  unanswered?: boolean;
}

/** A conversation's history as it is cached: pages from the server, newest first. */
export type MessagePages = InfiniteData<Page<ChatMessage>, string>;

/** Written by the other side: what this side has to read. */
export const fromOtherSide = (message: ChatMessage, side: ChatSide) => message.author.support !== (side === 'support');

const newestFirst = (a: ChatMessage, b: ChatMessage) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/**
 * The history with `message` added among the newest, where its time puts it; unchanged when a page
 * already holds it (the server sends a message again to a client that resends it).
 */
export function withMessage(data: MessagePages, message: ChatMessage): MessagePages {
  if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
  const [newest, ...older] = data.pages;
  if (!newest) return data;
  return { ...data, pages: [{ ...newest, items: [message, ...newest.items].sort(newestFirst) }, ...older] };
}

/**
 * What the window shows, oldest first: the stored messages (each once, though pages fetched at
 * different times may overlap), then mine the server has not stored yet. An outgoing message
 * leaves the second list as soon as the first holds a message sent with its id.
 */
export function timeline(history: readonly ChatMessage[], outbox: readonly OutgoingMessage[]) {
  const seen = new Set<string>();
  const sentIds = new Set<string>();
  const stored: ChatMessage[] = [];
  for (const message of history) {
    if (seen.has(message.id)) continue;
    seen.add(message.id);
    sentIds.add(message.clientId);
    stored.push(message);
  }
  stored.reverse();
  return { stored, outgoing: outbox.filter((message) => !sentIds.has(message.id)) };
}

/** The outbox without the message the server just sent back to me (mine carry the id I chose as `clientId`). */
export const withoutEcho = (outbox: OutgoingMessage[], echo: ChatMessage) =>
  outbox.filter((message) => message.id !== echo.clientId);

/** The other side's messages (of `messages`, oldest first) after `readAt`, when this side last read. */
export function unreadMessages(messages: readonly ChatMessage[], readAt: string | null, side: ChatSide) {
  const readUntil = readAt === null ? -Infinity : Date.parse(readAt);
  return messages.filter((message) => fromOtherSide(message, side) && Date.parse(message.createdAt) > readUntil);
}
