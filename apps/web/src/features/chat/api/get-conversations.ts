import type { ChatConversation } from '@topgear/shared/chat';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

/** Support's side: the list of conversations, and below it each one (`conversationQueryKey`). */
export const conversationsQueryKey = ['chat', 'conversations'] as const;

const CONVERSATIONS_PER_PAGE = 20;

/** Chat Request: every conversation, the latest activity first, a page at a time. */
export const useConversations = () =>
  useInfiniteQuery(
    pagedListOptions<ChatConversation>(conversationsQueryKey, '/chat/conversations', {
      pageSize: CONVERSATIONS_PER_PAGE,
    }),
  );
