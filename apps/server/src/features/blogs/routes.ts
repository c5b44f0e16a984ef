import { blogPageSchema } from '@topgear/shared/blogs';
import { pageQuerySchema } from '@topgear/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findPage } from '../../db/pagination';
import { blogs } from '../../db/schema';

export const blogsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/blogs',
    {
      schema: {
        tags: ['blogs'],
        summary: 'Blogs, newest first, a page at a time',
        querystring: pageQuerySchema,
        response: { 200: blogPageSchema },
      },
    },
    // The response schema keeps only the public fields.
    async (request) => findPage(app.db, blogs, request.query, { order: 'newest' }),
  );
};
