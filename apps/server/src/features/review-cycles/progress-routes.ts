import { reviewCycleParamsSchema } from '@topgear/shared/review-cycles';
import { remindedSchema, reviewProgressSchema } from '@topgear/shared/review-progress';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sweepPeriodically } from '../../periodic-sweep';
import type { ProgressService } from './progress-service';
import type { ReminderService } from './reminders-service';

/** How often each process sends the reminders that have come due (and once as it starts). */
const REMINDER_SWEEP_MS = 15 * 60_000;

/**
 * A cycle's progress and reminders, for administrators; and, in every process, the sweep that sends
 * the automatic reminders as they come due.
 */
export const reviewProgressRoutes: FastifyPluginAsyncZod<{
  progress: ProgressService;
  reminders: ReminderService;
}> = async (app, { progress, reminders }) => {
  const tags = ['reviews'];
  const admins = { preValidation: app.requireAdmin } as const;

  sweepPeriodically(app, 'sending review reminders', REMINDER_SWEEP_MS, () => reminders.sweep());

  app.get(
    '/review-cycles/:id/progress',
    {
      ...admins,
      schema: {
        tags,
        summary:
          "Administrators: a cycle's completion by phase, overall and by department, and who has work left past the current phase's deadline",
        params: reviewCycleParamsSchema,
        response: { 200: reviewProgressSchema },
      },
    },
    async (request) => progress.of(request.params.id),
  );

  app.post(
    '/review-cycles/:id/reminders',
    {
      ...admins,
      schema: {
        tags,
        summary:
          'Administrators: remind everyone with work left in the current phase, in the app and by mail; 409 in a phase that asks nobody anything',
        params: reviewCycleParamsSchema,
        response: { 200: remindedSchema },
      },
    },
    async (request) => reminders.remind(request.user, request.params.id),
  );
};
