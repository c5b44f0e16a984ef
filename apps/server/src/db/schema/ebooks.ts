import type { EbookSeries } from '@topgear/shared/ebooks';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const ebooks = pgTable(
  'ebooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    series: text('series').$type<EbookSeries>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image: text('image').notNull(),
    pdf: text('pdf').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('ebooks_series_in_order').on(table.series, table.createdAt, table.id),
    check('ebooks_series_known', sql`${table.series} in ('free', 'iterate-faster')`),
  ],
);
