import { NOTIFICATION_MESSAGES, UNREAD_COUNT_EVENT, type UnreadCount } from '@topgear/shared/notifications';
import type { PageQuery } from '@topgear/shared/pagination';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { orNotFound } from '../../http-errors';
import type { Notifier } from '../../notifier';
import { type SocketServer, userRoom } from '../../plugins/socket';
import {
  countUnread,
  insertNotification,
  listNotifications,
  markAllRead,
  markRead,
  markReadByLink,
} from './repository';

/** Notifications: stored first, then announced to the person's open tabs (see `Notifier`). */
export function createNotificationService({ db, io, log }: { db: Database; io: SocketServer; log: FastifyBaseLogger }) {
  const unreadCount = async (userId: string): Promise<UnreadCount> => ({ unread: await countUnread(db, userId) });

  /**
   * Sends the person's unread count to their open tabs, on every process (the Redis adapter carries
   * it). It runs after the change was committed, so a failure here must not turn that success into
   * an error: it is logged, and the tabs catch up when they next load the count.
   */
  const announce = async (userId: string) => {
    try {
      io.to(userRoom(userId)).emit(UNREAD_COUNT_EVENT, await unreadCount(userId));
    } catch (error) {
      log.error({ err: error }, 'announcing the unread count failed');
    }
  };

  const notifier: Notifier = {
    async writeAndTell(write) {
      const told = new Set<string>();
      const result = await db.transaction((tx) =>
        write(tx, async (notification) => {
          await insertNotification(tx, notification);
          told.add(notification.userId);
        }),
      );
      for (const userId of told) await announce(userId);
      return result;
    },

    async seen(userId, link) {
      if ((await markReadByLink(db, userId, link)) > 0) await announce(userId);
    },
  };

  return {
    ...notifier,

    /** The person's notifications, newest first. */
    list: (userId: string, page: PageQuery) => listNotifications(db, userId, page),

    unreadCount,

    async markRead(userId: string, id: string) {
      const notification = orNotFound(await markRead(db, userId, id), NOTIFICATION_MESSAGES.notFound);
      await announce(userId);
      return notification;
    },

    async markAllRead(userId: string) {
      await markAllRead(db, userId);
      await announce(userId);
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
