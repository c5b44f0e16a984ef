import type { LeaveType } from '@topgear/shared/leave';
import type { GoalProgressStatus } from '@topgear/shared/overview';
import type { TaskStatus } from '@topgear/shared/tasks';
import { date, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/*
 * The overview's figures, kept by triggers (migration 0005) as the rows they count change, so the
 * overview reads a few dozen rows however many tasks, goals and days off there are (decision 017).
 */

/**
 * Tasks per column across everyone, split over shards (a hash of the owner's id, 0 to 15): a board
 * write updates its owner's shard, so writes of different people rarely wait for the same row.
 */
export const taskCounts = pgTable(
  'task_counts',
  {
    shard: smallint('shard').notNull(),
    status: text('status').$type<TaskStatus>().notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ name: 'task_counts_pkey', columns: [table.shard, table.status] })],
);

/** Goals per status of their latest check-in (`goals.latest_status`), 'not-checked-in' before the first. */
export const goalStatusCounts = pgTable('goal_status_counts', {
  status: text('status').$type<GoalProgressStatus>().primaryKey(),
  goals: integer('goals').notNull(),
});

/** Approved days off per month and type: a record's days [from, to) counted in the months they fall in. */
export const leaveDaysByMonth = pgTable(
  'leave_days_by_month',
  {
    month: date('month', { mode: 'string' }).notNull(),
    type: text('type').$type<LeaveType>().notNull(),
    days: integer('days').notNull(),
  },
  (table) => [primaryKey({ name: 'leave_days_by_month_pkey', columns: [table.month, table.type] })],
);
