import {
  invitationListSchema,
  invitationLookupSchema,
  invitationResultsSchema,
  invitationTokenSchema,
  pendingInvitationPageSchema,
  pendingInvitationSchema,
} from '@topgear/shared/invitations';
import { pageQuerySchema } from '@topgear/shared/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../http-params';
import type { InvitationService } from './invitations-service';

export const invitationsRoutes: FastifyPluginAsyncZod<{ invitations: InvitationService }> = async (
  app,
  { invitations },
) => {
  app.post(
    '/invitations',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['accounts'],
        summary:
          'Administrators: invite the people of a pasted list (new lines, commas, semicolons or spaces; "Name <address>" too). Each valid address without an account gets a mail with a one-time link valid 7 days; the answer says what became of each address',
        body: invitationListSchema,
        response: { 200: invitationResultsSchema },
      },
    },
    async (request) => ({ results: await invitations.invite(request.user, request.body.addresses) }),
  );

  app.get(
    '/invitations',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['accounts'],
        summary: 'Administrators: the invitations not used yet (expired ones too), the newest first, a page at a time',
        querystring: pageQuerySchema,
        response: { 200: pendingInvitationPageSchema },
      },
    },
    async (request) => invitations.list(request.query),
  );

  app.post(
    '/invitations/:id/resend',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['accounts'],
        summary:
          'Administrators: mail a pending invitation again with a new link, valid 7 days; the old link stops working',
        params: idParamsSchema,
        response: { 200: pendingInvitationSchema },
      },
    },
    async (request) => invitations.resend(request.user, request.params.id),
  );

  app.delete(
    '/invitations/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['accounts'],
        summary: 'Administrators: revoke a pending invitation; its link stops working',
        params: idParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await invitations.revoke(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/invitations/token/:token',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary:
          "The address an invitation's link registers. 404 when it was revoked or replaced, 410 when it was used or has expired",
        params: z.object({ token: invitationTokenSchema }),
        response: { 200: invitationLookupSchema },
      },
    },
    async (request) => invitations.lookup(request.params.token),
  );
};
