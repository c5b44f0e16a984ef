import { pageQuerySchema } from '@topgear/shared/pagination';
import { reviewInputSchema, reviewPageSchema, reviewSchema } from '@topgear/shared/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auditor } from '../../audit';
import type { ContentChanged } from '../../content-changes';
import { idParamsSchema } from '../../http-params';
import { createReviewService } from './service';

export const reviewsRoutes: FastifyPluginAsyncZod<{ auditor: Auditor; contentChanged: ContentChanged }> = async (
  app,
  { auditor, contentChanged },
) => {
  const reviews = createReviewService({ db: app.db, auditor, contentChanged });

  app.get(
    '/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reviews'],
        summary: 'Customer reviews, newest first, a page at a time',
        querystring: pageQuerySchema,
        response: { 200: reviewPageSchema },
      },
    },
    async (request) => reviews.list(request.query),
  );

  app.get(
    '/reviews/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reviews'],
        summary: 'One customer review',
        params: idParamsSchema,
        response: { 200: reviewSchema },
      },
    },
    async (request) => reviews.get(request.params.id),
  );

  app.post(
    '/reviews',
    {
      preValidation: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags: ['reviews'],
        summary: 'Review the product as the signed-in user; it shows among the customer reviews',
        body: reviewInputSchema,
        response: { 201: reviewSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await reviews.create(request.user.id, request.body)),
  );

  app.delete(
    '/reviews/:id',
    {
      preValidation: app.requireManager,
      schema: {
        tags: ['reviews'],
        summary: 'Managers and administrators: remove a customer review from the site',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await reviews.remove(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
