import type { UnreadCount } from '@topgear/shared/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const unreadCountQueryKey = ['notifications', 'unread-count'] as const;

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) => api<UnreadCount>('/notifications/unread-count', { signal }),
  });

/** How many of my notifications I have not read; the socket keeps it current (see `useLiveNotifications`). */
export const useUnreadCount = () => useQuery(unreadCountQueryOptions());
