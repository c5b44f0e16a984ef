import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    rating: smallint('rating').notNull(),
    feedback: text('feedback').notNull(),
    heading: text('heading'),
    description: text('description'),
    avatar: text('avatar'),
    /** The signed-in author, for reviews written in the dashboard; demo reviews have none. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('reviews_newest_first').on(table.createdAt.desc(), table.id.desc()),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);
