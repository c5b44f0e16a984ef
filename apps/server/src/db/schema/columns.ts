import { timestamp } from 'drizzle-orm/pg-core';

/**
 * Millisecond precision, the same as a JavaScript Date, so that a page cursor carrying a row's
 * `created_at` compares equal to that row.
 */
export const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();
