import { blogInputSchema, blogPageSchema, blogSchema } from '@topgear/shared/blogs';
import { pageQuerySchema } from '@topgear/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auditor } from '../../audit';
import type { ContentChanged } from '../../content-changes';
import { idParamsSchema } from '../../http-params';
import { createBlogService } from './service';

export const blogsRoutes: FastifyPluginAsyncZod<{ auditor: Auditor; contentChanged: ContentChanged }> = async (
  app,
  { auditor, contentChanged },
) => {
  const blogs = createBlogService({ db: app.db, auditor, contentChanged });

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

  app.post(
    '/blogs',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['blogs'],
        summary: 'Administrators: share a blog (title, description, image, details link); it leads the list at once',
        body: blogInputSchema,
        response: { 201: blogSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await blogs.add(request.user, request.body)),
  );

  app.delete(
    '/blogs/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['blogs'],
        summary: 'Administrators: remove a blog',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await blogs.remove(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
