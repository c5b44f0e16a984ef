import { blogPageSchema } from '@topgear/shared/blogs';
import { pageQuerySchema } from '@topgear/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findPage, mapPage } from '../../db/pagination';
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
    async (request) => {
      const page = await findPage(app.db, blogs, request.query, { order: 'newest' });
      return mapPage(page, ({ id, title, description, image, details }) => ({
        id,
        title,
        description,
        image,
        details,
      }));
    },
  );
};
