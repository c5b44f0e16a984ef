import { ebookPageSchema, ebookQuerySchema } from '@topgear/shared/ebooks';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findPage } from '../../db/pagination';
import { ebooks } from '../../db/schema';

export const ebooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ebooks',
    {
      schema: {
        tags: ['ebooks'],
        summary: 'The ebooks of one series, in the order they were added',
        querystring: ebookQuerySchema,
        response: { 200: ebookPageSchema },
      },
    },
    async (request) => {
      const { series, ...pageQuery } = request.query;
      return findPage(app.db, ebooks, pageQuery, { order: 'oldest', where: eq(ebooks.series, series) });
    },
  );
};
