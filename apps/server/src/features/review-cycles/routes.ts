import {
  advanceInputSchema,
  myReviewCyclesSchema,
  reviewCycleInputSchema,
  reviewCycleListSchema,
  reviewCycleParamsSchema,
  reviewCycleSchema,
} from '@topgear/shared/review-cycles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReviewCycleService } from './service';

/**
 * Review cycles: administrators set them up, change and delete drafts, launch them and move them
 * on; everyone reads the running ones that concern them.
 */
export const reviewCyclesRoutes: FastifyPluginAsyncZod<{ cycles: ReviewCycleService }> = async (app, { cycles }) => {
  const tags = ['reviews'];
  const admins = { preValidation: app.requireAdmin } as const;

  app.get(
    '/review-cycles',
    {
      ...admins,
      schema: {
        tags,
        summary: 'Administrators: every review cycle, the latest set up first, with its phase and how many take part',
        response: { 200: reviewCycleListSchema },
      },
    },
    async () => cycles.list(),
  );

  app.get(
    '/review-cycles/mine',
    {
      preValidation: app.requireUser,
      schema: {
        tags,
        summary:
          'The launched cycles not yet closed in which I take part or manage someone as the cycle froze it: how many I manage, and whether my results are shared',
        response: { 200: myReviewCyclesSchema },
      },
    },
    async (request) => cycles.mine(request.user.id),
  );

  app.get(
    '/review-cycles/:id',
    {
      ...admins,
      schema: {
        tags,
        summary: 'Administrators: a review cycle',
        params: reviewCycleParamsSchema,
        response: { 200: reviewCycleSchema },
      },
    },
    async (request) => cycles.get(request.params.id),
  );

  app.post(
    '/review-cycles',
    {
      ...admins,
      schema: {
        tags,
        summary: 'Administrators: set up a review cycle as a draft',
        body: reviewCycleInputSchema,
        response: { 201: reviewCycleSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await cycles.create(request.user, request.body)),
  );

  app.put(
    '/review-cycles/:id',
    {
      ...admins,
      schema: {
        tags,
        summary: 'Administrators: change a draft cycle whole; 409 once it is launched',
        params: reviewCycleParamsSchema,
        body: reviewCycleInputSchema,
        response: { 200: reviewCycleSchema },
      },
    },
    async (request) => cycles.update(request.user, request.params.id, request.body),
  );

  app.delete(
    '/review-cycles/:id',
    {
      ...admins,
      schema: {
        tags,
        summary: 'Administrators: delete a draft cycle; 409 once it is launched',
        params: reviewCycleParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await cycles.remove(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/review-cycles/:id/launch',
    {
      ...admins,
      schema: {
        tags,
        summary:
          'Administrators: launch a draft — copy its template and freeze who takes part with their managers; it opens peer nominations, or writing without peer reviews',
        params: reviewCycleParamsSchema,
        response: { 200: reviewCycleSchema },
      },
    },
    async (request) => cycles.launch(request.user, request.params.id),
  );

  app.post(
    '/review-cycles/:id/advance',
    {
      ...admins,
      schema: {
        tags,
        summary:
          'Administrators: move a launched cycle on from the phase `from` — from nominations, the waiting nominations are approved and writing opens; 409 when the cycle is in another phase by now',
        params: reviewCycleParamsSchema,
        body: advanceInputSchema,
        response: { 200: reviewCycleSchema },
      },
    },
    async (request) => cycles.advance(request.user, request.params.id, request.body.from),
  );
};
