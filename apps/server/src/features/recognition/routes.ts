import { personParamsSchema } from '@topgear/shared/people';
import {
  insightQuerySchema,
  insightSchema,
  praiseCountsSchema,
  praiseInputSchema,
  praisePageSchema,
  praiseSchema,
  quietReportsSchema,
  receivedPraiseQuerySchema,
} from '@topgear/shared/recognition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RecognitionService } from './service';

/**
 * Praise: anyone signed in gives it, and reads what a person received that they may see; a
 * manager sees which reports nobody praised lately, an administrator how praise goes month by month.
 */
export const recognitionRoutes: FastifyPluginAsyncZod<{ recognition: RecognitionService }> = async (
  app,
  { recognition },
) => {
  const tags = ['recognition'];
  const signedIn = { preValidation: app.requireUser } as const;

  app.post(
    '/praise',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Praise one to six active colleagues, for a value in use or none, for everyone to read or only for them and their managers; each is notified',
        body: praiseInputSchema,
        response: { 201: praiseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await recognition.give(request.user, request.body)),
  );

  app.get(
    '/people/:id/praise',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'What the person received that the reader may see, newest first: public praise, and private praise the reader wrote, received or that thanks one of their reports',
        params: personParamsSchema,
        querystring: receivedPraiseQuerySchema,
        response: { 200: praisePageSchema },
      },
    },
    async (request) => recognition.received(request.user.id, request.params.id, request.query),
  );

  app.get(
    '/people/:id/praise/by-value',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'How much of what the person received, that the reader may see, names each value',
        params: personParamsSchema,
        response: { 200: praiseCountsSchema },
      },
    },
    async (request) => recognition.countsByValue(request.user.id, request.params.id),
  );

  app.get(
    '/recognition/insight',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags,
        summary:
          'Administrators: praise month by month (UTC) from one month to another, by value (each praise once) or by the current department of the people praised',
        querystring: insightQuerySchema,
        response: { 200: insightSchema },
      },
    },
    async (request) => recognition.insight(request.query),
  );

  app.get(
    '/recognition/quiet-reports',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'My active direct reports who received no praise in the last 60 days, never praised first, then the longest quiet; empty when nobody reports to me',
        response: { 200: quietReportsSchema },
      },
    },
    async (request) => recognition.quietReports(request.user.id),
  );
};
