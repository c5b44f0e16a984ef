import { leaveCalendarQuerySchema, leaveRequestSchema } from '@topgear/shared/leave';
import { personParamsSchema } from '@topgear/shared/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RequirePrivateAccess } from '../../private-details';
import { z } from 'zod';
import { createPersonLeaveService } from './person-leave-service';

/** A person's days off in a month, on their page, for those who may read their private details. */
export const personLeaveRoutes: FastifyPluginAsyncZod<{ requirePrivateAccess: RequirePrivateAccess }> = async (
  app,
  { requirePrivateAccess },
) => {
  const personLeave = createPersonLeaveService({ db: app.db, requirePrivateAccess });

  app.get(
    '/people/:id/days-off',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['leave'],
        summary:
          "A person's pending and approved days off sharing a day with a month (?month=YYYY-MM), earliest first: for themselves, their managers up the chain and administrators; 404 to anyone else",
        params: personParamsSchema,
        querystring: leaveCalendarQuerySchema,
        response: { 200: z.array(leaveRequestSchema) },
      },
    },
    async (request) => personLeave.daysOff(request.user, request.params.id, request.query.month),
  );
};
