import {
  CODE_STEP_LOCK_MINUTES,
  passwordConfirmationSchema,
  recoveryCodesSchema,
  recoverySignInSchema,
  twoFactorConfirmationSchema,
  twoFactorSetupSchema,
  twoFactorSignInSchema,
} from '@topgear/shared/two-factor';
import { meSchema, userIdParamsSchema } from '@topgear/shared/users';
import type { Auditor } from '../../audit';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-errors';
import { authHeaders, forwardAuthCookies } from '../../plugins/auth';
import type { PasswordAttempts } from './password-attempts';
import { createTwoFactorService, type TwoFactorSignedIn } from './two-factor-service';

/** The code step is limited like the password step: per address here, per challenge and per account by Better Auth. */
const CODE_STEP_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export const twoFactorRoutes: FastifyPluginAsyncZod<{ passwordAttempts: PasswordAttempts; auditor: Auditor }> = async (
  app,
  { passwordAttempts, auditor },
) => {
  const twoFactor = createTwoFactorService({ db: app.db, auth: app.auth, auditor });

  /** Answers the signed-in person, or passes on a refusal with the wait it asks for (at most the whole lock). */
  async function finishSignIn(reply: FastifyReply, step: Promise<TwoFactorSignedIn>) {
    try {
      const { user, cookies } = await step;
      forwardAuthCookies(cookies, reply);
      // Someone with two-factor sign-in on never has it to set up.
      return { ...user, twoFactorSetupRequired: false };
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 429)
        void reply.header('retry-after', CODE_STEP_LOCK_MINUTES * 60);
      throw error;
    }
  }

  app.post(
    '/auth/two-factor/verify',
    {
      config: { access: 'public', rateLimit: CODE_STEP_RATE_LIMIT },
      schema: {
        tags: ['users'],
        summary:
          'The second step of signing in, after a password answered 202: a code from the authenticator app, and whether to trust this browser for 30 days. 401 WRONG_CODE; 401 TWO_FACTOR_EXPIRED after ten minutes or five wrong codes (sign in again); 429 after ten wrong codes in a row for the account',
        body: twoFactorSignInSchema,
        response: { 200: meSchema },
      },
    },
    async (request, reply) => finishSignIn(reply, twoFactor.signInWithCode(request.body, authHeaders(request))),
  );

  app.post(
    '/auth/two-factor/recovery',
    {
      config: { access: 'public', rateLimit: CODE_STEP_RATE_LIMIT },
      schema: {
        tags: ['users'],
        summary:
          'The second step of signing in with one of the recovery codes instead, which then stops working. Refusals as for /auth/two-factor/verify',
        body: recoverySignInSchema,
        response: { 200: meSchema },
      },
    },
    async (request, reply) =>
      finishSignIn(reply, twoFactor.signInWithRecoveryCode(request.body.code, authHeaders(request))),
  );

  app.post(
    '/account/two-factor',
    {
      preValidation: app.requireUser,
      config: { duringTwoFactorSetup: true },
      schema: {
        tags: ['account'],
        summary:
          'Start setting up two-factor sign-in (my password required): a new authenticator secret and its QR code. Nothing changes at sign-in until a code confirms it. 409 when it is on already',
        body: passwordConfirmationSchema,
        response: { 200: twoFactorSetupSchema },
      },
    },
    async (request, reply) =>
      passwordAttempts.counted(request.user.id, reply, () =>
        twoFactor.begin(request.user, request.body.currentPassword, authHeaders(request)),
      ),
  );

  app.post(
    '/account/two-factor/confirm',
    {
      preValidation: app.requireUser,
      config: { duringTwoFactorSetup: true },
      schema: {
        tags: ['account'],
        summary:
          'Turn two-factor sign-in on with a code from the app just set up; answers the ten recovery codes, shown this once. This session continues under a new cookie. 409 when it was not started or is on already',
        body: twoFactorConfirmationSchema,
        response: { 200: recoveryCodesSchema },
      },
    },
    async (request, reply) => {
      const { recoveryCodes, cookies } = await twoFactor.confirm(request.user, request.body.code, authHeaders(request));
      forwardAuthCookies(cookies, reply);
      return { recoveryCodes };
    },
  );

  app.post(
    '/account/two-factor/recovery-codes',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['account'],
        summary:
          'Ten new recovery codes (my password required); the old ones stop working. 409 when two-factor sign-in is off',
        body: passwordConfirmationSchema,
        response: { 200: recoveryCodesSchema },
      },
    },
    async (request, reply) =>
      passwordAttempts.counted(request.user.id, reply, () =>
        twoFactor.replaceRecoveryCodes(request.user, request.body.currentPassword, authHeaders(request)),
      ),
  );

  app.post(
    '/account/two-factor/disable',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['account'],
        summary:
          'Turn two-factor sign-in off (my password required); browsers trusted for 30 days are forgotten. This session continues under a new cookie. 409 when it is off',
        body: passwordConfirmationSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const cookies = await passwordAttempts.counted(request.user.id, reply, () =>
        twoFactor.disable(request.user, request.body.currentPassword, authHeaders(request)),
      );
      forwardAuthCookies(cookies, reply);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/users/:id/two-factor',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary:
          "Administrators: turn someone's two-factor sign-in off (a lost phone and lost recovery codes); audited. Their password alone then signs them in. 409 when it is off; 403 for one's own",
        params: userIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await twoFactor.resetFor(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
