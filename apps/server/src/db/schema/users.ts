import { sql } from 'drizzle-orm';
import { check, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * What a person tells us at registration. The full name lives on `users.name`. The administrator
 * created at start-up (ADMIN_EMAIL) has only a first name until they fill in the rest.
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    address: text('address'),
    age: smallint('age'),
    gender: text('gender'),
    jobRole: text('job_role'),
    phone: text('phone'),
    /** Optional at registration; shown in the admin's user list. */
    company: text('company'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('profiles_age_range', sql`${table.age} between 0 and 100`)],
);
