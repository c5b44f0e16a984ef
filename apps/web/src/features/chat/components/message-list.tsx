import type { ChatMessage } from '@topgear/shared/chat';
import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';
import { useChatScroll } from '../hooks/use-chat-scroll';
import type { OutgoingMessage } from '../messages';
import { CHAT_TEXTS } from '../texts';
import { MessageItem } from './message-item';

interface MessageListProps {
  /** The stored messages, oldest first, and mine still on their way. */
  stored: readonly ChatMessage[];
  outgoing: readonly OutgoingMessage[];
  meId: string;
  /** The message the 'New messages' divider goes before, if any. */
  dividerBefore: string | null;
  emptyText: string;
  /** The history's query, for its older pages. */
  history: Pick<
    UseInfiniteQueryResult,
    'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'error' | 'fetchNextPage'
  >;
  onRetry: (id: string) => void;
}

/**
 * The conversation, oldest at the top: older messages load as it scrolls up (or with 'Load older
 * messages', for the keyboard), and it follows new ones while it is at the bottom. Mine are told
 * apart by their author's id, never by a name two people may share.
 */
export function MessageList({ stored, outgoing, meId, dividerBefore, emptyText, history, onRetry }: MessageListProps) {
  const loadOlder = () => {
    if (history.hasNextPage && !history.isFetchingNextPage) void history.fetchNextPage();
  };
  const { listRef, onScroll } = useChatScroll({
    firstId: stored[0]?.id,
    lastId: stored.at(-1)?.id,
    sentId: outgoing.at(-1)?.id,
    onNearTop: loadOlder,
  });

  return (
    <div
      ref={listRef}
      onScroll={onScroll}
      role="region"
      aria-label={CHAT_TEXTS.messages}
      tabIndex={0}
      className="h-full overflow-y-auto px-3 py-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-200 sm:px-4"
    >
      {history.hasNextPage && (
        <div className="mb-4 flex flex-col items-center gap-2">
          {history.isFetchNextPageError && <FormAlert message={errorMessage(history.error)} />}
          <Button variant="ghost" loading={history.isFetchingNextPage} onClick={loadOlder}>
            {CHAT_TEXTS.loadOlder}
          </Button>
        </div>
      )}
      {stored.length === 0 && outgoing.length === 0 ? (
        <p className="py-12 text-center text-sm text-slate-600">{emptyText}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {stored.map((message) => (
            <Fragment key={message.id}>
              {message.id === dividerBefore && (
                <li className="flex items-center gap-3 text-xs font-semibold text-red-700">
                  <span aria-hidden="true" className="h-px flex-1 bg-red-200" />
                  {CHAT_TEXTS.newMessages}
                  <span aria-hidden="true" className="h-px flex-1 bg-red-200" />
                </li>
              )}
              <li>
                <MessageItem
                  text={message.text}
                  createdAt={message.createdAt}
                  author={message.author.name}
                  authorImage={message.author.image}
                  mine={message.author.id === meId}
                />
              </li>
            </Fragment>
          ))}
          {outgoing.map((message) => (
            <li key={message.id}>
              <MessageItem
                text={message.text}
                createdAt={message.createdAt}
                author={CHAT_TEXTS.you}
                mine
                status={
                  message.error === undefined ? (
                    <span className="text-xs text-slate-600">{CHAT_TEXTS.sending}</span>
                  ) : (
                    <span className="flex flex-wrap items-center justify-end gap-2 text-xs">
                      <span role="alert" className="text-red-700">
                        {message.error}
                      </span>
                      <Button variant="secondary" className="px-2 py-1 text-xs" onClick={() => onRetry(message.id)}>
                        {CHAT_TEXTS.retry}
                      </Button>
                    </span>
                  )
                }
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
