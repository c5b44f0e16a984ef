import type { ChatMessage } from '@topgear/shared/chat';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';
import type { ChatSide } from '../messages';

export const messagesQueryKey = (conversationId: string) => ['chat', 'messages', conversationId] as const;

const MESSAGES_PER_PAGE = 30;

/** The same history through each side's own address: the person has one conversation, support any. */
const messagesPath = (conversationId: string, side: ChatSide) =>
  side === 'person'
    ? '/chat/conversation/messages'
    : `/chat/conversations/${encodeURIComponent(conversationId)}/messages`;

/** A conversation's messages, newest first, a page at a time: older pages come as the window scrolls up. */
export const useChatMessages = (conversationId: string, side: ChatSide) =>
  useInfiniteQuery(
    pagedListOptions<ChatMessage>(messagesQueryKey(conversationId), messagesPath(conversationId, side), {
      pageSize: MESSAGES_PER_PAGE,
    }),
  );
