import { UNREAD_COUNT_EVENT, type UnreadCount } from '@topgear/shared/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import type { Socket } from 'socket.io-client';
import { notificationsQueryKey } from '../api/get-notifications';
import { unreadCountQueryKey } from '../api/get-unread-count';
import { invalidateNotifications } from '../api/invalidate-notifications';

interface LiveNotificationsOptions {
  /** Something new happened to the person: what the caller has cached of its subjects may be out of date. */
  onNewNotification?: () => void;
}

/**
 * Keeps the bell and the list current from the server's pushes, without polling: each new unread
 * count goes straight into the cache and the list is asked again. Every (re)connection asks for
 * both, since whatever changed while the connection was down, or before it first opened, was
 * never pushed.
 */
export function useLiveNotifications(socket: Socket | null, { onNewNotification }: LiveNotificationsOptions = {}) {
  const queryClient = useQueryClient();
  const notifyNew = useEffectEvent(() => onNewNotification?.());

  useEffect(() => {
    if (!socket) return;
    const onCount = (count: UnreadCount) => {
      const before = queryClient.getQueryData<UnreadCount>(unreadCountQueryKey);
      queryClient.setQueryData<UnreadCount>(unreadCountQueryKey, count);
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      if (count.unread > (before?.unread ?? 0)) notifyNew();
    };
    const onConnect = () => void invalidateNotifications(queryClient);
    socket.on(UNREAD_COUNT_EVENT, onCount);
    socket.on('connect', onConnect);
    return () => {
      socket.off(UNREAD_COUNT_EVENT, onCount);
      socket.off('connect', onConnect);
    };
  }, [socket, queryClient]);
}
