import { passwordChangeSchema } from '@topgear/shared/my-account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authHeaders, forwardAuthCookies } from '../../plugins/auth';
import type { PasswordAttempts } from './password-attempts';
import { createPasswordChangeService } from './password-change-service';

export const passwordChangeRoutes: FastifyPluginAsyncZod<{ passwordAttempts: PasswordAttempts }> = async (
  app,
  { passwordAttempts },
) => {
  const passwords = createPasswordChangeService({ auth: app.auth });

  app.post(
    '/account/password',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['account'],
        summary:
          'Change my password (the current one required; wrong ones are limited per account). Every other session ends; this one continues under a new cookie',
        body: passwordChangeSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const cookies = await passwordAttempts.counted(request.user.id, reply, () =>
        passwords.change(request.user, request.body, authHeaders(request)),
      );
      forwardAuthCookies(cookies, reply);
      return reply.code(204).send(null);
    },
  );
};
