/**
 * My team on Manager Activity: how each of my direct reports is doing — their goals, their days
 * off in a month, their requests waiting for a decision — whatever my roles.
 */
import { z } from 'zod';
import { monthSchema } from './dates';
import { leaveCalendarEntrySchema } from './leave';
import { personRefSchema } from './people';

/** GET /api/my-team?month=YYYY-MM: the month is the browser's, so "this month" is the reader's. */
export const myTeamQuerySchema = z.object({ month: monthSchema() });

/** Where someone's goals stand, all together. */
export const goalProgressSchema = z.object({
  total: z.number().int(),
  completed: z.number().int(),
  /** Not yet at their target, and at risk or off track by their latest check-in. */
  behind: z.number().int(),
  /** The average share of the target reached, 0–100 (a goal past its target counts as 100). */
  averagePercent: z.number(),
});
export type GoalProgress = z.infer<typeof goalProgressSchema>;

/** A record of someone's days off sharing a day with the month: pending or approved. */
export const teamMemberDaysOffSchema = leaveCalendarEntrySchema.omit({ owner: true });

export const myTeamMemberSchema = personRefSchema.extend({
  goals: goalProgressSchema,
  /** Earliest first. */
  daysOff: z.array(teamMemberDaysOffSchema),
  /** Their requests waiting for a decision, whatever their dates. */
  pendingRequests: z.number().int(),
});
export type MyTeamMember = z.infer<typeof myTeamMemberSchema>;

/** My direct reports alphabetically; empty when nobody reports to me. */
export const myTeamSchema = z.array(myTeamMemberSchema);
