import { healthSchema } from '@topgear/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../db/unavailable';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      // Load balancers poll this; it must never be throttled.
      config: { access: 'public', rateLimit: false },
      schema: {
        tags: ['health'],
        summary: '200 when the database answers, 503 when it does not',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const database = app.database.kind;
      try {
        await app.database.ping();
        return { status: 'ok' as const, database };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unavailable');
        return reply
          .code(503)
          .header('retry-after', DATABASE_RETRY_AFTER_SECONDS)
          .send({ status: 'unavailable' as const, database });
      }
    },
  );
};
