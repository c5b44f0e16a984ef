import type { ReminderOccasion, ReminderPhase } from '@topgear/shared/review-progress';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { reviewCycles } from './review-cycles';

/**
 * Each reminder sent about a review cycle: to whom, in which phase, and on what occasion. The
 * automatic occasions (the phase opened, its deadline is near, it passed) are unique per person and
 * phase, so every process may sweep at once: each inserts on conflict do nothing, and tells only
 * the people its own insert returned. An administrator's Remind is recorded each time it is pressed.
 */
export const reviewReminders = pgTable(
  'review_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cycleId: uuid('cycle_id').notNull(),
    userId: text('user_id').notNull(),
    phase: text('phase').$type<ReminderPhase>().notNull(),
    occasion: text('occasion').$type<ReminderOccasion>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'review_reminders_cycle_fk',
      columns: [table.cycleId],
      foreignColumns: [reviewCycles.id],
    }).onDelete('cascade'),
    foreignKey({ name: 'review_reminders_user_fk', columns: [table.userId], foreignColumns: [users.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('review_reminders_once')
      .on(table.cycleId, table.userId, table.phase, table.occasion)
      .where(sql`${table.occasion} <> 'manual'`),
    index('review_reminders_by_user').on(table.userId),
    check('review_reminders_phase_known', sql`${table.phase} in ('nominations', 'writing', 'sharing')`),
    check('review_reminders_occasion_known', sql`${table.occasion} in ('opened', 'due-soon', 'overdue', 'manual')`),
  ],
);
