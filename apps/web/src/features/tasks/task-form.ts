import { newTaskSchema } from '@topgear/shared/tasks';
import { z } from 'zod';

/**
 * What the add and edit forms ask for, checked by the same rules as the API. The goal select's
 * "no goal" choice is an empty value, which the API calls null.
 */
export const taskFormSchema = newTaskSchema.pick({ text: true, dueDate: true }).extend({
  goalId: z.preprocess((value) => (value === '' ? null : value), newTaskSchema.shape.goalId),
});

/** What the form fields hold before they are checked. */
export interface TaskFormValues {
  text: string;
  dueDate: string;
  goalId: string;
}

/** One of the user's goals, as the goal select offers it. */
export interface GoalChoice {
  id: string;
  name: string;
}
