import { z } from 'zod';
import { auditEntrySchema } from './audit';
import { CHECK_IN_STATUS_LABELS } from './goals';
import { TASK_STATUSES } from './tasks';

/** How many months and weeks back the overview's charts reach (the current one included). */
export const OVERVIEW_MONTHS = 12;
export const OVERVIEW_WEEKS = 12;

/** How goals are going, by their latest check-in; `not-checked-in` before the first. */
export const GOAL_PROGRESS_STATUSES = ['on-track', 'at-risk', 'off-track', 'not-checked-in'] as const;
export type GoalProgressStatus = (typeof GOAL_PROGRESS_STATUSES)[number];
export const GOAL_PROGRESS_LABELS: Record<GoalProgressStatus, string> = {
  ...CHECK_IN_STATUS_LABELS,
  'not-checked-in': 'No check-in yet',
};

const count = z.number().int().nonnegative();

/** GET /api/overview: Admin Activity's and Manager Activity's figures. Months are `YYYY-MM`, weeks their Monday. */
export const overviewSchema = z.object({
  headcount: z.object({
    people: count,
    admins: count,
    managers: count,
    /** Cards in the company directory. */
    directory: count,
    /** People who joined each month, and how many there were at its end, oldest month first. */
    joined: z.array(z.object({ month: z.string(), joined: count, total: count })),
  }),
  /** Approved days off falling in each month, by type, oldest month first. */
  daysOff: z.array(z.object({ month: z.string(), Vacation: count, Sick: count })),
  goals: z.array(z.object({ status: z.enum(GOAL_PROGRESS_STATUSES), goals: count })),
  /** Everyone's tasks in each column of the board, in the board's order. */
  tasks: z.array(z.object({ status: z.enum(TASK_STATUSES), tasks: count })),
  /** Demo bookings received each week (live ones), oldest week first. */
  demoBookings: z.array(z.object({ week: z.string(), bookings: count })),
  /** The newest audit entries: everyone's for an administrator, a manager's own for a manager. */
  latestActivity: z.array(auditEntrySchema),
});
export type Overview = z.input<typeof overviewSchema>;
