import type { TaskStatus } from '@topgear/shared/tasks';
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ownerId } from './columns';

/**
 * How many tasks each person has in each column, kept by triggers on `tasks` (migration 0005), so
 * the overview sums a few rows per person instead of counting every task. One row per person and
 * column: a person's board writes already take turns (decision 011), so nobody waits on anyone else's.
 */
export const taskCounts = pgTable(
  'task_counts',
  {
    userId: ownerId(),
    status: text('status').$type<TaskStatus>().notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ name: 'task_counts_pkey', columns: [table.userId, table.status] })],
);
