import type { ChatConversation } from '@topgear/shared/chat';
import type { QueryClient } from '@tanstack/react-query';
import type { ChatSide } from '../messages';
import { conversationQueryKey } from './get-conversation';
import { myConversationQueryKey } from './get-my-conversation';

/** Where one side's screen reads a conversation: my chat, or the page support answers it on. */
const conversationKeyOf = (side: ChatSide, id: string) =>
  side === 'person' ? myConversationQueryKey : conversationQueryKey(id);

/** A conversation as the server just answered it to one side (joining, marking read). */
export function putConversation(queryClient: QueryClient, side: ChatSide, conversation: ChatConversation) {
  queryClient.setQueryData(conversationKeyOf(side, conversation.id), conversation);
}

/** Asks for the conversation again, e.g. when the server no longer finds it: the screen then says so. */
export const refetchConversation = (queryClient: QueryClient, side: ChatSide, id: string) =>
  queryClient.invalidateQueries({ queryKey: conversationKeyOf(side, id), exact: true });
