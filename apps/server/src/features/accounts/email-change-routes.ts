import {
  emailChangeConfirmationSchema,
  emailChangedSchema,
  emailChangeRequestedSchema,
  emailChangeSchema,
} from '@topgear/shared/my-account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authHeaders } from '../../plugins/auth';
import { createEmailChangeService, EMAIL_CHANGE_LINK_HOURS } from './email-change-service';
import type { PasswordAttempts } from './password-attempts';

export const emailChangeRoutes: FastifyPluginAsyncZod<{
  passwordAttempts: PasswordAttempts;
  publicUrl: string;
}> = async (app, { passwordAttempts, publicUrl }) => {
  const emails = createEmailChangeService({ db: app.db, auth: app.auth, mail: app.mail, publicUrl });

  app.post(
    '/account/email',
    {
      preValidation: app.requireUser,
      // Each request mails the address it names: a ceiling keeps anyone's mailbox from being flooded.
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        tags: ['account'],
        summary: `Ask to change my email (the current password required): a one-time link valid ${EMAIL_CHANGE_LINK_HOURS} hours goes to the new address. The answer is the same whether or not the address has an account`,
        body: emailChangeSchema,
        response: { 202: emailChangeRequestedSchema },
      },
    },
    async (request, reply) => {
      const requested = await passwordAttempts.counted(request.user.id, reply, () =>
        emails.request(request.user, request.body, authHeaders(request)),
      );
      return reply.code(202).send(requested);
    },
  );

  app.post(
    '/account/email/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['account'],
        summary:
          'Open a mailed link: the new address becomes the account email and the old one is told. Works once; 400 when expired or used, 409 when another account took the address meanwhile',
        body: emailChangeConfirmationSchema,
        response: { 200: emailChangedSchema },
      },
    },
    async (request) => emails.confirm(request.body.token),
  );
};
