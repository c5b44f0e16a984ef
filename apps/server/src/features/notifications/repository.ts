import type { PageQuery } from '@topgear/shared/pagination';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { ownedRow } from '../../db/personal-rows';
import { findPage } from '../../db/pagination';
import { notifications } from '../../db/schema';
import type { NewNotification } from '../../notifier';

export async function insertNotification(db: Executor, notification: NewNotification) {
  const [row] = await db.insert(notifications).values(notification).returning();
  if (!row) throw new Error('the notification was not stored');
  return row;
}

export const listNotifications = (db: Executor, userId: string, page: PageQuery) =>
  findPage(db, notifications, page, { order: 'newest', where: eq(notifications.userId, userId) });

export async function countUnread(db: Executor, userId: string) {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks the user's notification read (once: a second call keeps the first time); undefined when they have none such. */
export async function markRead(db: Executor, userId: string, id: string) {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(ownedRow(notifications, userId, id))
    .returning();
  return row;
}

export async function markAllRead(db: Executor, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** Marks read the person's unread notifications that lead to `link`; how many there were. */
export async function markReadByLink(db: Executor, userId: string, link: string) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), eq(notifications.link, link), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
