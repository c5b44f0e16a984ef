import { ebookInputSchema, ebookPageSchema, ebookQuerySchema, ebookSchema } from '@topgear/shared/ebooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auditor } from '../../audit';
import type { ContentChanged } from '../../content-changes';
import { idParamsSchema } from '../../http-params';
import { createEbookService } from './service';

export const ebooksRoutes: FastifyPluginAsyncZod<{ auditor: Auditor; contentChanged: ContentChanged }> = async (
  app,
  { auditor, contentChanged },
) => {
  const ebooks = createEbookService({ db: app.db, auditor, contentChanged });

  app.get(
    '/ebooks',
    {
      config: { access: 'public' },
      schema: {
        tags: ['ebooks'],
        summary: 'The ebooks of one series, in the order they were added',
        querystring: ebookQuerySchema,
        response: { 200: ebookPageSchema },
      },
    },
    async (request) => ebooks.list(request.query),
  );

  app.post(
    '/ebooks',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['ebooks'],
        summary: 'Administrators: publish a book (name, image, PDF, description, series) at the end of its series',
        body: ebookInputSchema,
        response: { 201: ebookSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await ebooks.add(request.user, request.body)),
  );

  app.delete(
    '/ebooks/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['ebooks'],
        summary: 'Administrators: remove a book',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await ebooks.remove(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
