import { goalPageSchema } from '@topgear/shared/goals';
import { pageQuerySchema } from '@topgear/shared/pagination';
import { personParamsSchema } from '@topgear/shared/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequirePrivateAccess } from '../../private-details';
import { createPersonGoalsService } from './person-goals-service';

/** A person's goals in progress, on their page, for those who may read their private details. */
export const personGoalsRoutes: FastifyPluginAsyncZod<{ requirePrivateAccess: RequirePrivateAccess }> = async (
  app,
  { requirePrivateAccess },
) => {
  const personGoals = createPersonGoalsService({ db: app.db, requirePrivateAccess });

  app.get(
    '/people/:id/goals',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['goals'],
        summary:
          "A person's goals not yet at their target, newest first, with progress and status: for themselves, their managers up the chain and administrators; 404 to anyone else",
        params: personParamsSchema,
        querystring: pageQuerySchema,
        response: { 200: goalPageSchema },
      },
    },
    async (request) => personGoals.inProgress(request.user, request.params.id, request.query),
  );
};
