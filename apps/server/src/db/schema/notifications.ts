import type { NotificationKind } from '@topgear/shared/notifications';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns';

/** Something that happened to a person: feedback, a decision, a comment, a reply. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    /** What happened, in one sentence written when it happened. */
    text: text('text').notNull(),
    /** The screen of its subject, a path inside the app (`/dashboard/...`). */
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_owner_newest_first').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // The bell's count reads only unread rows.
    index('notifications_owner_unread')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);
