import type { EmployeeRole } from '@topgear/shared/employees';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';

/** A card in the company directory, kept by managers and administrators; not an account. */
export const employees = pgTable(
  'employees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    role: text('role').$type<EmployeeRole>().notNull(),
    /** A link to the picture, or the address of one uploaded to the media store. */
    image: text('image').notNull(),
    address: text('address').notNull(),
    email: text('email').notNull(),
    /** The spec's `contact1`: a phone number. */
    phone: text('phone').notNull(),
    addedBy: text('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('employees_by_name').on(table.name, table.id)],
);
