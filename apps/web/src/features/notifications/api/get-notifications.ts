import type { Notification } from '@topgear/shared/notifications';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

export const notificationsQueryKey = ['notifications', 'list'] as const;

const NOTIFICATIONS_PER_PAGE = 20;

/** My notifications, newest first, a page at a time; refreshed whenever the unread count changes. */
export const useNotifications = () =>
  useInfiniteQuery(
    pagedListOptions<Notification>(notificationsQueryKey, '/notifications', { pageSize: NOTIFICATIONS_PER_PAGE }),
  );
