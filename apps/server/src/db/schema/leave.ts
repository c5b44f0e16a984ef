import type { LeaveStatus, LeaveType } from '@topgear/shared/leave';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns';

/** Days of leave a person still has, one row per leave type. */
export const leaveBalances = pgTable(
  'leave_balances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    type: text('type').$type<LeaveType>().notNull(),
    days: integer('days').notNull(),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('leave_balances_user_type').on(table.userId, table.type),
    check('leave_balances_days_not_negative', sql`${table.days} >= 0`),
  ],
);

/** Days off someone recorded: counted by the server, taken off the balance while pending or approved. */
export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    type: text('type').$type<LeaveType>().notNull(),
    from: date('from_date', { mode: 'string' }).notNull(),
    to: date('to_date', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status').$type<LeaveStatus>().notNull().default('pending'),
    /** Written by an administrator or manager. */
    feedback: text('feedback'),
    createdAt: createdAt(),
  },
  (table) => [
    index('leave_requests_owner_newest_first').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // Managers' list of everyone's records, all or of one status, and the month's who's-out calendar.
    index('leave_requests_newest_first').on(table.createdAt.desc(), table.id.desc()),
    index('leave_requests_status_newest_first').on(table.status, table.createdAt.desc(), table.id.desc()),
    index('leave_requests_by_dates').on(table.from, table.to),
    check('leave_requests_dates_in_order', sql`${table.to} > ${table.from}`),
    check('leave_requests_days_positive', sql`${table.days} > 0`),
    check('leave_requests_status_known', sql`${table.status} in ('pending', 'approved', 'rejected', 'cancelled')`),
  ],
);
