import {
  passwordResetAnswerSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  resetLinkSchema,
  resetLinkStateSchema,
} from '@topgear/shared/accounts';
import { PASSWORD_RESET_MESSAGES } from '@topgear/shared/password-reset';
import { USER_ADMIN_MESSAGES } from '@topgear/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auditor } from '../../audit';
import { tooManyRequests } from '../../http-errors';
import { userRoom } from '../../plugins/socket';
import { createPasswordResetService } from './password-reset-service';
import { createPasswordResetThrottle } from './password-reset-throttle';

/** A person's id in a path: Better Auth's ids are letters, digits, `_` and `-`. */
const personParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, USER_ADMIN_MESSAGES.notFound),
});

/** Enough for a person typing, far too few for anyone guessing at links. */
const LINK_ATTEMPTS_PER_MINUTE = 30;

/**
 * Forgot password, the reset link, and an administrator's "Send password reset link"
 * (decision 033).
 */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ auditor: Auditor }> = async (app, { auditor }) => {
  const resets = createPasswordResetService({
    db: app.db,
    auth: app.auth,
    mail: app.mail,
    auditor,
    log: app.log,
    disconnect: (userId) => app.io.in(userRoom(userId)).disconnectSockets(true),
  });
  const throttle = createPasswordResetThrottle({ redis: app.redis });
  // Links asked for just before a shutdown are still stored and queued.
  app.addHook('onClose', () => resets.idle());

  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['accounts'],
        summary:
          'Mail a one-hour password reset link to the account that uses this email; the same answer when none does',
        body: passwordResetRequestSchema,
        response: { 202: passwordResetAnswerSchema },
      },
    },
    async (request, reply) => {
      const admission = await throttle.admit({ address: request.ip, email: request.body.email });
      if (!admission.allowed) {
        void reply.header('retry-after', admission.retryAfterSeconds);
        throw tooManyRequests(PASSWORD_RESET_MESSAGES.tooManyRequests);
      }
      resets.requestLink(request.body.email);
      return reply.code(202).send({ message: PASSWORD_RESET_MESSAGES.linkSent });
    },
  );

  app.post(
    '/auth/reset-password/check',
    {
      config: { access: 'public', rateLimit: { max: LINK_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary: 'Whether a password reset link still works: `usable` is false when it is unknown, used or expired',
        body: resetLinkSchema,
        response: { 200: resetLinkStateSchema },
      },
    },
    async (request) => ({ usable: await resets.isUsable(request.body.token) }),
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public', rateLimit: { max: LINK_ATTEMPTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary:
          "Set a new password with a reset link's token; every session of the person ends. 410 when the link is unknown, used or expired",
        body: passwordResetSchema,
        response: { 200: passwordResetAnswerSchema },
      },
    },
    async (request) => {
      await resets.reset(request.body);
      return { message: PASSWORD_RESET_MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/users/:id/password-reset',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Administrators: mail the person a password reset link, as if they had asked for it',
        params: personParamsSchema,
        response: { 202: passwordResetAnswerSchema },
      },
    },
    async (request, reply) => {
      const email = await resets.sendLinkAs(request.user, request.params.id);
      return reply.code(202).send({ message: PASSWORD_RESET_MESSAGES.linkSentTo(email) });
    },
  );
};
