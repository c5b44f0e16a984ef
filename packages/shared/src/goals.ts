import { z } from 'zod';
import { calendarDateSchema, instantSchema } from './dates';
import { ownerSchema, pageSchema } from './pagination';
import { optionalText, requiredText } from './text';

export const GOAL_TARGET_MIN = 1;
export const GOAL_TARGET_MAX = 10;
export const GOAL_UNITS = ['Development Sprints', 'Technology Integration'] as const;
export type GoalUnit = (typeof GOAL_UNITS)[number];
export const GOAL_CATEGORIES = [
  'Productivity goals',
  'Efficiency goals',
  'Education goals',
  'Communication goals',
  'Leadership goals',
  'Time management goals',
  'Other',
] as const;
export type GoalCategory = (typeof GOAL_CATEGORIES)[number];

/** How a check-in says the goal is going, as in Lattice and 15Five. */
export const CHECK_IN_STATUSES = ['on-track', 'at-risk', 'off-track'] as const;
export type CheckInStatus = (typeof CHECK_IN_STATUSES)[number];
export const CHECK_IN_STATUS_LABELS: Record<CheckInStatus, string> = {
  'on-track': 'On track',
  'at-risk': 'At risk',
  'off-track': 'Off track',
};
/** Progress is recorded in half steps: 2.5 of 4 sprints. */
export const CHECK_IN_STEP = 0.5;

export const GOAL_NAME_MAX = 200;
export const GOAL_DESCRIPTION_MAX = 2000;
export const CHECK_IN_COMMENT_MAX = 500;

export const GOAL_MESSAGES = {
  created: 'Successfully create your goal, scroll down and show this',
  noFeedback: 'No feedback',
  nameRequired: 'Please name your goal',
  targetInvalid: `Please choose a target from ${GOAL_TARGET_MIN} to ${GOAL_TARGET_MAX}`,
  unitInvalid: 'Please choose Development Sprints or Technology Integration',
  categoryInvalid: 'Please choose one of the categories',
  dateInvalid: 'Please choose a date',
  toBeforeFrom: 'The To date cannot be before the From date',
  progressInvalid: `Progress is a number from 0 in steps of ${CHECK_IN_STEP}`,
  progressOverTarget: 'Progress cannot be more than the target',
  targetBelowProgress: 'The target cannot be lower than the progress already checked in',
  checkInStatusInvalid: 'Please choose on track, at risk or off track',
  notFound: 'We could not find this goal. It may have been deleted.',
  /** The owner's notification when a manager or an administrator writes feedback on their goal. */
  feedbackNotification: (authorName: string, goalName: string) =>
    `${authorName} added feedback to your goal "${goalName}"`,
} as const;

const optionalDate = calendarDateSchema(GOAL_MESSAGES.dateInvalid).nullable().default(null);

/**
 * POST /api/goals and PUT /api/goals/:id (the whole form again). The feedback is not part of it:
 * an administrator writes that.
 */
export const goalInputSchema = z
  .object({
    name: requiredText('goal name', { required: GOAL_MESSAGES.nameRequired, max: GOAL_NAME_MAX }),
    target: z
      .number({ error: GOAL_MESSAGES.targetInvalid })
      .int(GOAL_MESSAGES.targetInvalid)
      .min(GOAL_TARGET_MIN, GOAL_MESSAGES.targetInvalid)
      .max(GOAL_TARGET_MAX, GOAL_MESSAGES.targetInvalid),
    unit: z.enum(GOAL_UNITS, { error: GOAL_MESSAGES.unitInvalid }).nullable().default(null),
    from: optionalDate,
    to: optionalDate,
    description: optionalText('description', { max: GOAL_DESCRIPTION_MAX, multiline: true }),
    category: z.enum(GOAL_CATEGORIES, { error: GOAL_MESSAGES.categoryInvalid }).nullable().default(null),
  })
  .refine((goal) => !goal.from || !goal.to || goal.to >= goal.from, {
    message: GOAL_MESSAGES.toBeforeFrom,
    path: ['to'],
  });
export type GoalInput = z.input<typeof goalInputSchema>;

export const goalSchema = z.object({
  id: z.string(),
  name: z.string(),
  target: z.number(),
  unit: z.enum(GOAL_UNITS).nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  description: z.string(),
  category: z.enum(GOAL_CATEGORIES).nullable(),
  /** An administrator's feedback; null shows 'No feedback'. */
  feedback: z.string().nullable(),
  /** The latest check-in's progress toward `target`; 0 before the first. */
  progress: z.number(),
  /** The latest check-in's status; null before the first. */
  status: z.enum(CHECK_IN_STATUSES).nullable(),
  createdAt: instantSchema,
});
/** A goal as a client receives it. */
export type Goal = z.input<typeof goalSchema>;

export const goalPageSchema = pageSchema(goalSchema);

export const checkInSchema = z.object({
  id: z.string(),
  progress: z.number(),
  status: z.enum(CHECK_IN_STATUSES),
  comment: z.string(),
  createdAt: instantSchema,
});
export type CheckIn = z.input<typeof checkInSchema>;

/** GET /api/goals/:id: the goal with its check-ins, oldest first (the chart's order). */
export const goalDetailSchema = goalSchema.extend({ checkIns: z.array(checkInSchema) });
export type GoalDetail = z.input<typeof goalDetailSchema>;

/** POST /api/goals/:id/check-ins; the server also refuses progress above the goal's own target. */
export const checkInInputSchema = z.object({
  progress: z
    .number({ error: GOAL_MESSAGES.progressInvalid })
    .min(0, GOAL_MESSAGES.progressInvalid)
    .max(GOAL_TARGET_MAX, GOAL_MESSAGES.progressOverTarget)
    .multipleOf(CHECK_IN_STEP, GOAL_MESSAGES.progressInvalid),
  status: z.enum(CHECK_IN_STATUSES, { error: GOAL_MESSAGES.checkInStatusInvalid }),
  comment: optionalText('comment', { max: CHECK_IN_COMMENT_MAX, multiline: true }),
});
export type CheckInInput = z.input<typeof checkInInputSchema>;

/** A goal on the managers' list of everyone's goals: with whose it is. */
export const teamGoalSchema = goalSchema.extend({ owner: ownerSchema });
export type TeamGoal = z.input<typeof teamGoalSchema>;

export const teamGoalPageSchema = pageSchema(teamGoalSchema);
