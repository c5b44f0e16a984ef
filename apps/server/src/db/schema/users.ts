import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, smallint, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { orgUnits } from './org-units';

/**
 * What a person tells us at registration, and where they stand in the organisation (set by
 * administrators). The full name lives on `users.name`. The administrator
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
    /** The job title: chosen from a list at registration, then any title an administrator gives. */
    jobRole: text('job_role'),
    phone: text('phone'),
    /** Optional at registration; shown in the admin's user list. */
    company: text('company'),
    departmentId: uuid('department_id').references(() => orgUnits.id, { onDelete: 'restrict' }),
    teamId: uuid('team_id').references(() => orgUnits.id, { onDelete: 'restrict' }),
    /**
     * Whom they report to. A change takes the reporting-lines lock and a trigger refuses one that
     * would close a loop, so two changes at once cannot make one together (decision 040).
     */
    managerId: text('manager_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /**
     * The manager an import or an invitation named who has no account yet (lower-cased email):
     * when they register, this person reports to them, unless someone has given them a manager since.
     */
    awaitedManagerEmail: text('awaited_manager_email'),
    startDate: date('start_date', { mode: 'string' }),
    location: text('location'),
    workPhone: text('work_phone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('profiles_age_range', sql`${table.age} between 0 and 100`),
    check('profiles_not_own_manager', sql`${table.managerId} <> ${table.userId}`),
    index('profiles_by_manager').on(table.managerId),
    index('profiles_by_department').on(table.departmentId),
    index('profiles_by_team').on(table.teamId),
    index('profiles_awaiting_manager')
      .on(table.awaitedManagerEmail)
      .where(sql`${table.awaitedManagerEmail} is not null`),
  ],
);
