import { auditPageSchema } from '@topgear/shared/audit';
import { pageQuerySchema } from '@topgear/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuditService } from './service';

/** Administrators page through everything administrators and managers did. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    '/audit-log',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['audit'],
        summary: 'Administrators: what administrators and managers did, newest first, a page at a time',
        querystring: pageQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => audit.list(request.query),
  );
};
