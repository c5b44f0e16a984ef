import { blogPageSchema } from '@topgear/shared/blogs';
import { pageQuerySchema } from '@topgear/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createBlogService } from './service';

export const blogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const blogs = createBlogService({ db: app.db });

  app.get(
    '/blogs',
    {
      config: { access: 'public' },
      schema: {
        tags: ['blogs'],
        summary: 'Blogs, newest first, a page at a time',
        querystring: pageQuerySchema,
        response: { 200: blogPageSchema },
      },
    },
    async (request) => blogs.list(request.query),
  );
};
