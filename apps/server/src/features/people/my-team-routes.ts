import { myTeamQuerySchema, myTeamSchema } from '@topgear/shared/my-team';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MyTeamService } from './my-team-service';

/** My team, for Manager Activity: anyone signed in reads their own direct reports. */
export const myTeamRoutes: FastifyPluginAsyncZod<{ myTeam: MyTeamService }> = async (app, { myTeam }) => {
  app.get(
    '/my-team',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['people'],
        summary:
          "My direct reports alphabetically, each with their goals' progress, their pending and approved days off sharing a day with ?month=YYYY-MM, and their requests waiting for a decision; empty when nobody reports to me",
        querystring: myTeamQuerySchema,
        response: { 200: myTeamSchema },
      },
    },
    async (request) => myTeam.of(request.user.id, request.query.month),
  );
};
