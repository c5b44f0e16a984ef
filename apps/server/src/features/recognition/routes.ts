import { personParamsSchema } from '@topgear/shared/people';
import {
  praiseCountsSchema,
  praiseInputSchema,
  praisePageSchema,
  praiseSchema,
  receivedPraiseQuerySchema,
} from '@topgear/shared/recognition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RecognitionService } from './service';

/** Praise: anyone signed in gives it, and reads what a person received that they may see. */
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
};
