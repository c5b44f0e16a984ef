import type { TaskStatus } from '@topgear/shared/tasks';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns';
import { goals } from './goals';
import { meetingSeries } from './meetings';

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
    /** An action item agreed in a meeting: the series and the occurrence (its RECURRENCE-ID) it came from. */
    meetingSeriesId: uuid('meeting_series_id').references(() => meetingSeries.id, { onDelete: 'set null' }),
    meetingOccursAt: timestamp('meeting_occurs_at', { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (table) => [
    index('tasks_board_order').on(table.userId, table.status, table.position),
    index('tasks_by_goal').on(table.goalId),
    index('tasks_by_meeting')
      .on(table.meetingSeriesId, table.meetingOccursAt)
      .where(sql`${table.meetingSeriesId} is not null`),
    check('tasks_status_known', sql`${table.status} in ('not-started', 'scheduled', 'in-progress', 'completed')`),
  ],
);
