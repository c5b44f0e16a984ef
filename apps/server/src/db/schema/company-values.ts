import type { ValueIcon } from '@topgear/shared/company-values';
import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The company's values, in the order administrators give them (`position`, among those in use).
 * Retired values stay, for the praise that names them. Names are unique whatever their case,
 * retired ones included: a value comes back by being restored.
 */
export const companyValues = pgTable(
  'company_values',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').$type<ValueIcon>().notNull(),
    position: integer('position').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('company_values_name').on(sql`lower(${table.name})`)],
);
