import { accountSessionListSchema, accountSessionParamsSchema } from '@topgear/shared/my-account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authHeaders, forwardAuthCookies } from '../../plugins/auth';
import { createSessionsService } from './sessions-service';

export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const sessions = createSessionsService({ db: app.db, auth: app.auth });

  app.get(
    '/account/sessions',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['account'],
        summary:
          'My live sessions, most recently active first: browser and system, address, last active, and which is this device',
        response: { 200: accountSessionListSchema },
      },
    },
    async (request) => sessions.list(request.user.id, authHeaders(request)),
  );

  app.delete(
    '/account/sessions/:id',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['account'],
        summary: "End one of my sessions (404 for anyone else's); ending this device's signs it out",
        params: accountSessionParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      forwardAuthCookies(await sessions.end(request.user.id, request.params.id, authHeaders(request)), reply);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/account/sessions',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Sign out everywhere else: end every session of mine but this one',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await sessions.endOthers(authHeaders(request));
      return reply.code(204).send(null);
    },
  );
};
