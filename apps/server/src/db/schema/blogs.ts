import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    details: text('details').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('blogs_newest_first').on(table.createdAt.desc(), table.id.desc())],
);
