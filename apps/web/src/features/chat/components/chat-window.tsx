import type { CannedReply, ChatConversation } from '@topgear/shared/chat';
import { useState } from 'react';
import type { Socket } from 'socket.io-client';
import { FormAlert } from '@/components/ui/form-alert';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { useChatMessages } from '../api/get-messages';
import { useChatRoom } from '../hooks/use-chat-room';
import { type Connection, useConnection } from '../hooks/use-connection';
import { useMarkRead } from '../hooks/use-mark-read';
import { useOutbox } from '../hooks/use-outbox';
import { useTyping } from '../hooks/use-typing';
import { type ChatSide, timeline, unreadMessages } from '../messages';
import { CHAT_TEXTS } from '../texts';
import { Composer } from './composer';
import { MessageList } from './message-list';

/** Said while the connection is down; empty (but there, for screen readers to hear the change) while it is up. */
function ConnectionStatus({ connection }: { connection: Connection }) {
  const down = connection !== 'connected';
  return (
    <p
      role="status"
      className={
        down
          ? 'flex items-center gap-2 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900'
          : undefined
      }
    >
      {down && (
        <>
          <Spinner />
          {connection === 'connecting' ? CHAT_TEXTS.connecting : CHAT_TEXTS.reconnecting}
        </>
      )}
    </p>
  );
}

interface ChatWindowProps {
  /** The shared connection (null until it opens). */
  socket: Socket | null;
  conversation: ChatConversation;
  side: ChatSide;
  meId: string;
  emptyText: string;
  /** Support's canned replies, offered in the message box. */
  cannedReplies?: readonly CannedReply[] | undefined;
}

/**
 * A conversation, live, for either side: the history, who is typing, the connection while it is
 * down, and the message box, which keeps working meanwhile (messages wait and go on reconnecting).
 * The other side's messages are marked read while the window is open in a visible tab; a 'New
 * messages' divider goes before the first one newer than the read marker as it was when the window
 * opened. Give it `key={conversation.id}`.
 */
export function ChatWindow({ socket, conversation, side, meId, emptyText, cannedReplies }: ChatWindowProps) {
  const { id } = conversation;
  const history = useChatMessages(id, side);
  const connection = useConnection(socket);
  const room = useChatRoom(socket, id, side);
  const { outbox, send, retry } = useOutbox(socket, id, meId, room.joined);
  const typing = useTyping(socket, id, meId, room.joined);

  const { stored, outgoing } = timeline(history.data ?? [], outbox);
  const unread = unreadMessages(stored, conversation.readAt, side);
  useMarkRead({
    socket,
    conversationId: id,
    side,
    joined: room.joined,
    unread: unread.at(-1)?.id ?? (conversation.unread > 0 ? 'unread' : null),
  });

  // Not the marker as it is now: reading moves it on at once, and what was new when the window
  // opened should stay marked while it is being read.
  const [openedReadAt] = useState(conversation.readAt);
  const dividerBefore = unreadMessages(stored, openedReadAt, side)[0]?.id ?? null;

  return (
    <div className="flex h-[min(70dvh,42rem)] min-h-96 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ConnectionStatus connection={connection} />
      <div className="min-h-0 flex-1">
        <QueryState query={history} what="the messages" className="p-4">
          {() => (
            <MessageList
              stored={stored}
              outgoing={outgoing}
              meId={meId}
              dividerBefore={dividerBefore}
              emptyText={emptyText}
              history={history}
              onRetry={retry}
            />
          )}
        </QueryState>
      </div>
      <p role="status" className="min-h-6 truncate px-4 pt-1 text-xs italic text-slate-600">
        {typing.typist !== null && CHAT_TEXTS.typing(typing.typist)}
      </p>
      {room.error !== undefined && connection === 'connected' && (
        <FormAlert message={room.error} className="mx-3 mb-1" />
      )}
      <Composer onSend={send} onTyping={typing.notify} cannedReplies={cannedReplies} />
    </div>
  );
}
