import { text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Millisecond precision, the same as a JavaScript Date, so that a page cursor carrying a row's
 * `created_at` compares equal to that row.
 */
export const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();

/** The person a row belongs to; it goes when their account goes. */
export const ownerId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
