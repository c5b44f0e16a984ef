import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Socket } from 'socket.io-client';
import { putConversation } from '../api/conversation-cache';
import { markRead } from '../api/mark-read';
import type { ChatSide } from '../messages';
import { usePageVisible } from './use-page-visible';

interface MarkReadOptions {
  socket: Socket | null;
  conversationId: string;
  side: ChatSide;
  joined: boolean;
  /** What there is to read now (the newest unread message's id), or null for nothing. */
  unread: string | null;
}

/**
 * Tells the server this side has read the conversation whenever there is something new to read
 * while the window is open, its room joined and the tab shown. The answer carries the new read
 * marker, which ends the unread state; a failure waits for the next message or the next join.
 */
export function useMarkRead({ socket, conversationId, side, joined, unread }: MarkReadOptions) {
  const queryClient = useQueryClient();
  const visible = usePageVisible();

  useEffect(() => {
    if (!socket || !joined || !visible || unread === null) return;
    void markRead(socket, conversationId).then((ack) => {
      if (ack.ok) putConversation(queryClient, side, ack.conversation);
    });
  }, [socket, conversationId, side, joined, visible, unread, queryClient]);
}
