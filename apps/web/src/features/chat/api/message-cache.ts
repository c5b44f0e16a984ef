import type { ChatMessage } from '@topgear/shared/chat';
import type { QueryClient } from '@tanstack/react-query';
import { type MessagePages, withMessage } from '../messages';
import { messagesQueryKey } from './get-messages';

/** A message the server confirmed or pushed, into its conversation's history if that is loaded. */
export const putMessageInCache = (queryClient: QueryClient, message: ChatMessage) =>
  queryClient.setQueriesData<MessagePages>({ queryKey: messagesQueryKey(message.conversationId) }, (data) =>
    data === undefined ? undefined : withMessage(data, message),
  );
