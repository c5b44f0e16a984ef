import type { ReviewTemplateDocument } from '@topgear/shared/review-templates';
import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * What a performance review asks: a name, a rating scale and sections of numbered questions, kept
 * as one document (`content`) because it is always read and written whole, and a cycle copies it
 * whole at launch. Names are unique whatever their case.
 */
export const reviewTemplates = pgTable(
  'review_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    content: jsonb('content').$type<ReviewTemplateDocument>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('review_templates_name').on(sql`lower(${table.name})`)],
);
