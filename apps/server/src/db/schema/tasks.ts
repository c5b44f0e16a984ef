import type { TaskStatus } from '@topgear/shared/tasks';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns';
import { goals } from './goals';

/** A card on someone's task board: its column (`status`) and its place in that column (`position`). */
export const tasks = pgTable(
  'tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    text: text('text').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').$type<TaskStatus>().notNull(),
    /** 0, 1, 2… within the user's column; rewritten on every move, so the order never has holes or ties. */
    position: integer('position').notNull(),
    goalId: uuid('goal_id').references(() => goals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('tasks_board_order').on(table.userId, table.status, table.position),
    index('tasks_by_goal').on(table.goalId),
    check('tasks_status_known', sql`${table.status} in ('not-started', 'scheduled', 'in-progress', 'completed')`),
  ],
);
