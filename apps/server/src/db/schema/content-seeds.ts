import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which kinds of demo content were seeded once, so content an admin deleted never comes back. */
export const contentSeeds = pgTable('content_seeds', {
  kind: text('kind').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
