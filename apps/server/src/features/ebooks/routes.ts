import { ebookPageSchema, ebookQuerySchema } from '@topgear/shared/ebooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEbookService } from './service';

export const ebooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const ebooks = createEbookService({ db: app.db });

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
};
