import { pageQuerySchema } from '@topgear/shared/pagination';
import { REVIEW_MESSAGES, reviewPageSchema, reviewSchema, type Review } from '@topgear/shared/reviews';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findPage } from '../../db/pagination';
import { reviews } from '../../db/schema';
import { notFound } from '../../http-errors';
import { idParamsSchema, isUuid } from '../../http-params';

const toReview = (row: typeof reviews.$inferSelect): Review => ({
  id: row.id,
  name: row.name,
  rating: row.rating,
  feedback: row.feedback,
  heading: row.heading,
  description: row.description,
  avatar: row.avatar,
  createdAt: row.createdAt.toISOString(),
});

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => {
      const page = await findPage(app.db, reviews, request.query, { order: 'newest' });
      return { ...page, items: page.items.map(toReview) };
    },
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
    async (request) => {
      const { id } = request.params;
      const [row] = isUuid(id) ? await app.db.select().from(reviews).where(eq(reviews.id, id)) : [];
      if (!row) throw notFound(REVIEW_MESSAGES.notFound);
      return toReview(row);
    },
  );
};
