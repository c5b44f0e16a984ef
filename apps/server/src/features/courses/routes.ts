import { courseInputSchema, coursePageSchema, courseSchema } from '@topgear/shared/courses';
import { pageQuerySchema } from '@topgear/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../http-params';
import type { Auditor } from '../../audit';
import type { ContentChanged } from '../../content-changes';
import { createCourseService } from './service';

export const coursesRoutes: FastifyPluginAsyncZod<{ auditor: Auditor; contentChanged: ContentChanged }> = async (
  app,
  { auditor, contentChanged },
) => {
  const courses = createCourseService({ db: app.db, auditor, contentChanged });

  app.get(
    '/courses',
    {
      config: { access: 'public' },
      schema: {
        tags: ['courses'],
        summary: 'Free courses, in the order they were added',
        querystring: pageQuerySchema,
        response: { 200: coursePageSchema },
      },
    },
    async (request) => courses.list(request.query),
  );

  app.post(
    '/courses',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['courses'],
        summary: 'Administrators: add a free course (name, created by, description, link, image)',
        body: courseInputSchema,
        response: { 201: courseSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await courses.add(request.user, request.body)),
  );

  app.delete(
    '/courses/:id',
    {
      preValidation: app.requireManager,
      schema: {
        tags: ['courses'],
        summary: 'Delete a course (admins and managers)',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await courses.remove(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
