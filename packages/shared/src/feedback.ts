import { z } from 'zod';
import { requiredText } from './text';

/** The longest feedback a manager or an administrator writes on someone's goal or days off. */
export const FEEDBACK_MAX = 2000;

export const FEEDBACK_MESSAGES = {
  required: 'Please write your feedback',
} as const;

/**
 * PUT /api/goals/:id/feedback and PUT /api/leave/requests/:id/feedback: a manager's or an
 * administrator's feedback, replacing any before it.
 */
export const feedbackInputSchema = z.object({
  feedback: requiredText('feedback', { required: FEEDBACK_MESSAGES.required, max: FEEDBACK_MAX, multiline: true }),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;
