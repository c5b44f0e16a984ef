import { COURSE_MESSAGES, coursePageSchema } from '@topgear/shared/courses';
import { pageQuerySchema } from '@topgear/shared/pagination';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findPage } from '../../db/pagination';
import { courses } from '../../db/schema';
import { notFound } from '../../http-errors';
import { idParamsSchema, isUuid } from '../../http-params';

export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/courses',
    {
      schema: {
        tags: ['courses'],
        summary: 'Free courses, in the order they were added',
        querystring: pageQuerySchema,
        response: { 200: coursePageSchema },
      },
    },
    // The response schema keeps only the public fields.
    async (request) => findPage(app.db, courses, request.query, { order: 'oldest' }),
  );

  app.delete(
    '/courses/:id',
    {
      preHandler: app.requireManager,
      schema: {
        tags: ['courses'],
        summary: 'Delete a course (admins and managers)',
        security: [{ session: [] }],
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const deleted = isUuid(id)
        ? await app.db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id })
        : [];
      if (deleted.length === 0) throw notFound(COURSE_MESSAGES.notFound);
      return reply.code(204).send(null);
    },
  );
};
