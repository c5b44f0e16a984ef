import { pageQuerySchema } from '@topgear/shared/pagination';
import { reviewPageSchema, reviewSchema } from '@topgear/shared/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../http-params';
import { createReviewService } from './service';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const reviews = createReviewService({ db: app.db });

  app.get(
    '/reviews',
    {
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
      schema: {
        tags: ['reviews'],
        summary: 'One customer review',
        params: idParamsSchema,
        response: { 200: reviewSchema },
      },
    },
    async (request) => reviews.get(request.params.id),
  );
};
