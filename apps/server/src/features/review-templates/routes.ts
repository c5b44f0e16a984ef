import {
  reviewTemplateInputSchema,
  reviewTemplateListSchema,
  reviewTemplateParamsSchema,
  reviewTemplateSchema,
} from '@topgear/shared/review-templates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReviewTemplateService } from './service';

/** Review templates: administrators only, who read, create, change, copy and delete them. */
export const reviewTemplatesRoutes: FastifyPluginAsyncZod<{ templates: ReviewTemplateService }> = async (
  app,
  { templates },
) => {
  const tags = ['reviews'];
  const admins = { preValidation: app.requireAdmin } as const;

  app.get(
    '/review-templates',
    {
      ...admins,
      schema: {
        tags,
        summary: 'Administrators: every review template alphabetically, with how many sections and questions it has',
        response: { 200: reviewTemplateListSchema },
      },
    },
    async () => templates.list(),
  );

  app.get(
    '/review-templates/:id',
    {
      ...admins,
      schema: {
        tags,
        summary: 'Administrators: a review template whole, its sections and questions numbered',
        params: reviewTemplateParamsSchema,
        response: { 200: reviewTemplateSchema },
      },
    },
    async (request) => templates.get(request.params.id),
  );

  app.post(
    '/review-templates',
    {
      ...admins,
      schema: {
        tags,
        summary: 'Administrators: create a review template; 409 when the name is taken (any case)',
        body: reviewTemplateInputSchema,
        response: { 201: reviewTemplateSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await templates.create(request.user, request.body)),
  );

  app.put(
    '/review-templates/:id',
    {
      ...admins,
      schema: {
        tags,
        summary:
          'Administrators: replace a review template whole (its questions are numbered afresh); 409 when the name is taken',
        params: reviewTemplateParamsSchema,
        body: reviewTemplateInputSchema,
        response: { 200: reviewTemplateSchema },
      },
    },
    async (request) => templates.update(request.user, request.params.id, request.body),
  );

  app.post(
    '/review-templates/:id/copy',
    {
      ...admins,
      schema: {
        tags,
        summary: 'Administrators: copy a review template, named "<name> (copy)" (or "(copy 2)", …)',
        params: reviewTemplateParamsSchema,
        response: { 201: reviewTemplateSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await templates.copy(request.user, request.params.id)),
  );

  app.delete(
    '/review-templates/:id',
    {
      ...admins,
      schema: {
        tags,
        summary: 'Administrators: delete a review template',
        params: reviewTemplateParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await templates.remove(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
