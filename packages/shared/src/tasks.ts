import { z } from 'zod';
import { calendarDateSchema, instantSchema } from './dates';
import { requiredText } from './text';

/** The board's columns, left to right. */
export const TASK_STATUSES = ['not-started', 'scheduled', 'in-progress', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  'not-started': 'Not Started',
  scheduled: 'Scheduled',
  'in-progress': 'In Progress',
  completed: 'Completed',
};

export const TASK_TEXT_MAX = 500;

export const TASK_MESSAGES = {
  textRequired: 'Please write the task',
  dateRequired: 'Please choose a date',
  statusInvalid: 'Please choose one of the four columns',
  notFound: 'We could not find this task. It may have been deleted.',
  goalNotFound: 'We could not find this goal. It may have been deleted.',
} as const;

const statusSchema = z.enum(TASK_STATUSES, { error: TASK_MESSAGES.statusInvalid });
const taskTextSchema = requiredText('task', { required: TASK_MESSAGES.textRequired, max: TASK_TEXT_MAX });
const dueDateSchema = calendarDateSchema(TASK_MESSAGES.dateRequired);
/** One of the user's goals, or none. */
const goalIdSchema = z.uuid(TASK_MESSAGES.goalNotFound).nullable();

export const taskSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** `YYYY-MM-DD`: the day the task is due. */
  dueDate: z.string(),
  status: statusSchema,
  /** The goal this task works toward, if any. */
  goalId: z.string().nullable(),
  /** An action item agreed in a meeting: the series, the meeting (its `occursAt`) and the series' title. */
  meetingSeriesId: z.string().nullable(),
  meetingOccursAt: instantSchema.nullable(),
  meetingTitle: z.string().nullable(),
  createdAt: instantSchema,
});
/** A task as a client receives it. */
export type Task = z.input<typeof taskSchema>;

/** The whole board: every task of the user, by column and then in the column's order. */
export const taskBoardSchema = z.array(taskSchema);

/** POST /api/tasks: a new card at the bottom of its column. */
export const newTaskSchema = z.object({
  text: taskTextSchema,
  dueDate: dueDateSchema,
  status: statusSchema,
  goalId: goalIdSchema.default(null),
});
export type NewTask = z.input<typeof newTaskSchema>;

/** PATCH /api/tasks/:id: edits in place; fields left out stay as they are. */
export const taskChangesSchema = z.object({
  text: taskTextSchema.optional(),
  dueDate: dueDateSchema.optional(),
  goalId: goalIdSchema.optional(),
});
export type TaskChanges = z.input<typeof taskChangesSchema>;

/** POST /api/tasks/:id/move: to `status`, at `index` among that column's other cards (past the end: last). */
export const taskMoveSchema = z.object({
  status: statusSchema,
  index: z
    .number({ error: 'index must be a whole number from 0' })
    .int('index must be a whole number from 0')
    .min(0, 'index must be a whole number from 0'),
});
export type TaskMove = z.input<typeof taskMoveSchema>;

/** GET /api/tasks?goalId=: only the tasks linked to that goal. */
export const taskQuerySchema = z.object({ goalId: z.string().optional() });
