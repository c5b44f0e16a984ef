import {
  managedUserPageSchema,
  managedUserSchema,
  meSchema,
  registrationSchema,
  roleChangeParamsSchema,
  sessionSchema,
  SIGN_IN_MESSAGES,
  signInSchema,
  type Me,
  userIdParamsSchema,
  userListQuerySchema,
} from '@topgear/shared/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { twoFactorChallengeSchema } from '@topgear/shared/two-factor';
import { HttpError, tooManyRequests } from '../../http-errors';
import { authHeaders, forwardAuthCookies, type SessionUser } from '../../plugins/auth';
import { userRoom } from '../../plugins/socket';
import { createUserAdminService, type UserAdminServiceDeps } from './admin-service';
import { createUserService, type PasswordSignInCheck, type UserServiceDeps } from './service';
import { createSignInThrottle } from './sign-in-throttle';

type UsersRoutesOptions = Pick<UserServiceDeps, 'createDefaultBalances' | 'admit' | 'placeNewcomer'> &
  Pick<UserAdminServiceDeps, 'auditor' | 'erasePersonalFiles' | 'moveReportsUp'> & {
    /**
     * Throws when this person may not use a password because they must sign in with the company's
     * identity provider (single sign-on, decision 037); asked once the password is known to be right.
     */
    admitPasswordSignIn: PasswordSignInCheck;
    /** Whether the company requires two-factor sign-in of this person and they have not set it up (decision 036). */
    twoFactorSetupRequired: (user: SessionUser) => Promise<boolean>;
  };

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (
  app,
  {
    createDefaultBalances,
    admit,
    placeNewcomer,
    auditor,
    erasePersonalFiles,
    moveReportsUp,
    admitPasswordSignIn,
    twoFactorSetupRequired,
  },
) => {
  const describe = async (user: SessionUser): Promise<Me> => ({
    ...user,
    twoFactorSetupRequired: await twoFactorSetupRequired(user),
  });

  const users = createUserService({ db: app.db, auth: app.auth, createDefaultBalances, admit, placeNewcomer });
  const people = createUserAdminService({
    db: app.db,
    auditor,
    erasePersonalFiles,
    moveReportsUp,
    disconnect: (userId) => app.io.in(userRoom(userId)).disconnectSockets(true),
  });
  const signInThrottle = createSignInThrottle({ redis: app.redis });

  app.post(
    '/users',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: {
        tags: ['users'],
        summary:
          "Register: creates the account, its profile and leave balances, and signs in. With `invitation` (a link's token) the account gets the invitation's email; without one, 403 while joining is by invitation only. 404/410 for an invitation revoked, used or expired",
        body: registrationSchema,
        response: { 201: meSchema },
      },
    },
    async (request, reply) => {
      // A new account is signed in with its password at once, so it must be someone allowed one: never an admin.
      await admitPasswordSignIn({ isAdmin: false });
      const { user, cookies } = await users.register(request.body, authHeaders(request));
      forwardAuthCookies(cookies, reply);
      return reply.code(201).send(await describe(user));
    },
  );

  app.post(
    '/auth/sign-in/email',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary:
          'Sign in with email and password; sets the session cookie. 202 when the person has two-factor sign-in on: the code step (/auth/two-factor/verify) follows, within ten minutes. 403 when the password is right but the account is deactivated',
        body: signInSchema,
        response: { 200: meSchema, 202: twoFactorChallengeSchema },
      },
    },
    async (request, reply) => {
      const attempt = await signInThrottle.admit({ address: request.ip, email: request.body.email });
      if (!attempt.allowed) {
        void reply.header('retry-after', attempt.retryAfterSeconds);
        throw tooManyRequests(SIGN_IN_MESSAGES.tooManyAttempts);
      }
      const signedIn = await users.signIn(request.body, authHeaders(request), admitPasswordSignIn);
      if (!signedIn) throw new HttpError(401, 'INVALID_CREDENTIALS', SIGN_IN_MESSAGES.wrongCredentials);
      await attempt.succeeded();
      forwardAuthCookies(signedIn.cookies, reply);
      if ('twoFactorRequired' in signedIn) return reply.code(202).send({ twoFactorRequired: true });
      return describe(signedIn.user);
    },
  );

  app.post(
    '/auth/sign-out',
    {
      config: { access: 'public', duringTwoFactorSetup: true },
      schema: {
        tags: ['users'],
        summary: 'Sign out: deletes the session on the server and clears its cookie',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      forwardAuthCookies(await users.signOut(authHeaders(request)), reply);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      preValidation: app.requireUser,
      config: { duringTwoFactorSetup: true },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: meSchema },
      },
    },
    async (request) => describe(request.user),
  );

  app.get(
    '/session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'Who is signed in: the user, or null for a visitor (never 401)',
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const user = await app.sessionUser(request, reply);
      return { user: user && (await describe(user)) };
    },
  );

  app.get(
    '/users',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Administrators: everyone alphabetically, or those whose name or email contains q, a page at a time',
        querystring: userListQuerySchema,
        response: { 200: managedUserPageSchema },
      },
    },
    async (request) => people.list(request.query),
  );

  app.put(
    '/users/:id/roles/:role',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary:
          "Administrators: make someone an admin or a manager. 409 'Failed to make an admin' when they already are",
        params: roleChangeParamsSchema,
        response: { 200: managedUserSchema },
      },
    },
    async (request) => people.grant(request.user, request.params.id, request.params.role),
  );

  app.delete(
    '/users/:id/roles/:role',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary:
          "Administrators: take someone's admin or manager role away (never one's own admin role). 409 when they do not hold it",
        params: roleChangeParamsSchema,
        response: { 200: managedUserSchema },
      },
    },
    async (request) => people.revoke(request.user, request.params.id, request.params.role),
  );

  app.post(
    '/users/:id/sign-out-everywhere',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary: 'Administrators: end every session of someone; each of their devices is signed out',
        params: userIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await people.signOutEverywhere(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/users/:id/deactivation',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary:
          "Administrators: deactivate someone's account (never their own): their sessions end and they cannot sign in; their data stays. 409 when it is deactivated already",
        params: userIdParamsSchema,
        response: { 200: managedUserSchema },
      },
    },
    async (request) => people.deactivate(request.user, request.params.id),
  );

  app.delete(
    '/users/:id/deactivation',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary:
          'Administrators: reactivate a deactivated account, so its owner can sign in again. 409 when it is active',
        params: userIdParamsSchema,
        response: { 200: managedUserSchema },
      },
    },
    async (request) => people.reactivate(request.user, request.params.id),
  );

  app.delete(
    '/users/:id',
    {
      preValidation: app.requireAdmin,
      schema: {
        tags: ['users'],
        summary:
          'Administrators: delete an account and all its data (sessions, work, files, reviews) in one transaction; never their own',
        params: userIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await people.remove(request.user, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
