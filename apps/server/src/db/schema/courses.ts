import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    createdBy: text('created_by').notNull(),
    description: text('description').notNull(),
    link: text('link').notNull(),
    image: text('image').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('courses_in_order').on(table.createdAt, table.id)],
);
