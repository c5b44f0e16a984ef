import type { CheckInStatus, GoalCategory, GoalUnit } from '@topgear/shared/goals';
import { sql } from 'drizzle-orm';
import { check, date, index, numeric, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns';

export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: ownerId(),
    name: text('name').notNull(),
    target: smallint('target').notNull(),
    unit: text('unit').$type<GoalUnit>(),
    from: date('from_date', { mode: 'string' }),
    to: date('to_date', { mode: 'string' }),
    description: text('description').notNull().default(''),
    category: text('category').$type<GoalCategory>(),
    /** Written by an administrator or manager. */
    feedback: text('feedback'),
    /**
     * The status of the latest check-in, kept by a trigger on `goal_check_ins` (migration 0005);
     * the counts of `goal_status_counts` follow it.
     */
    latestStatus: text('latest_status').$type<CheckInStatus>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('goals_owner_newest_first').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // Managers' list of everyone's goals.
    index('goals_newest_first').on(table.createdAt.desc(), table.id.desc()),
    check('goals_target_range', sql`${table.target} between 1 and 10`),
    check('goals_dates_in_order', sql`${table.to} is null or ${table.from} is null or ${table.to} >= ${table.from}`),
  ],
);

/** Progress recorded toward a goal's target, with how it is going. */
export const goalCheckIns = pgTable(
  'goal_check_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    progress: numeric('progress', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    status: text('status').$type<CheckInStatus>().notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    index('goal_check_ins_by_goal').on(table.goalId, table.createdAt, table.id),
    check('goal_check_ins_progress_range', sql`${table.progress} >= 0`),
    check('goal_check_ins_status_known', sql`${table.status} in ('on-track', 'at-risk', 'off-track')`),
  ],
);
