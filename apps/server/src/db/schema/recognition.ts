import type { PraiseVisibility } from '@topgear/shared/recognition';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';
import { companyValues } from './company-values';

/**
 * A thank-you from its author to one to six people, for a company value or none. The
 * value is never deleted, only retired, so old praise keeps it.
 */
export const praise = pgTable(
  'praise',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    valueId: uuid('value_id').references(() => companyValues.id),
    visibility: text('visibility').$type<PraiseVisibility>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('praise_visibility_known', sql`${table.visibility} in ('public', 'private')`),
    // The recognition chart counts a span of months by value, from the index alone.
    index('praise_by_time').on(table.createdAt, table.valueId),
  ],
);

/**
 * Who a praise thanks. It repeats the praise's time, so that a person's praise is read newest
 * first from one index, however much the company has given.
 */
export const praiseRecipients = pgTable(
  'praise_recipients',
  {
    praiseId: uuid('praise_id')
      .notNull()
      .references(() => praise.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    primaryKey({ name: 'praise_recipients_pkey', columns: [table.praiseId, table.userId] }),
    index('praise_recipients_newest_first').on(table.userId, table.createdAt.desc(), table.praiseId.desc()),
    // The recognition chart counts the people praised in a span of months, from the index alone.
    index('praise_recipients_by_time').on(table.createdAt, table.userId),
  ],
);
