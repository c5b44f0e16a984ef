import { overviewSchema } from '@topgear/shared/overview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createOverviewService } from './service';

type OverviewRoutesOptions = Pick<Parameters<typeof createOverviewService>[0], 'latestActivity'>;

/** Admin Activity and Manager Activity: the company at a glance. */
export const overviewRoutes: FastifyPluginAsyncZod<OverviewRoutesOptions> = async (app, { latestActivity }) => {
  const overview = createOverviewService({ db: app.db, latestActivity });

  app.get(
    '/overview',
    {
      preValidation: app.requireManager,
      schema: {
        tags: ['overview'],
        summary:
          'Managers and administrators: headcount, days off per month by type, goals by status, tasks per column, demo bookings per week, and the latest audit entries (a manager\u2019s own)',
        response: { 200: overviewSchema },
      },
    },
    async (request) => overview.overview(request.user),
  );
};
