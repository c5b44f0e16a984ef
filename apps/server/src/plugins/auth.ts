import { drizzleAdapter } from '@better-auth/drizzle-adapter';
import { PASSWORD_RESET_LINK_HOURS } from '@topgear/shared/password-reset';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@topgear/shared/registration';
import { TRUSTED_DEVICE_DAYS } from '@topgear/shared/trusted-device';
import { CODE_STEP_LOCK_MINUTES, CODE_STEP_MAX_FAILURES, RECOVERY_CODE_COUNT } from '@topgear/shared/two-factor';
import { betterAuth, type GenericEndpointContext } from 'better-auth';
import { APIError } from 'better-auth/api';
import { getSessionCookie } from 'better-auth/cookies';
import { fromNodeHeaders } from 'better-auth/node';
import { twoFactor } from 'better-auth/plugins';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { IncomingHttpHeaders } from 'node:http';
import type { Database } from '../db/client';
import { accounts, sessions, twoFactors, users, verifications } from '../db/schema';
import { joinOpenTransaction } from '../db/transaction-scope';
import { forbidden, unauthorized } from '../http-errors';
import { enqueueMail } from '../mail/outbox';
import { passwordResetMail, resetPasswordUrl } from '../mail/password-reset';
import { declareGuard } from './access';
import { createSessionCheck, headersForAuth } from './session-check';

const COOKIE_PREFIX = 'topgear';
const APP_NAME = 'TopGear Perform';
const AUTH_BASE_PATH = '/api/auth';

/** Better Auth's id of the company's identity provider (single sign-on, decision 037). */
export const SSO_PROVIDER_ID = 'company-sso';
/** Where the identity provider sends people back: the redirect URL registered with it, after PUBLIC_URL. */
export const SSO_CALLBACK_PATH = `${AUTH_BASE_PATH}/callback/${SSO_PROVIDER_ID}`;

/** Whether the request carries a session cookie, current or not: someone who signed in on this browser. */
export const hasSessionCookie = (request: FastifyRequest) =>
  getSessionCookie(fromNodeHeaders(request.headers), { cookiePrefix: COOKIE_PREFIX }) !== null;

/** Better Auth's error code when a deactivated person's credentials were right. */
export const ACCOUNT_DEACTIVATED = 'ACCOUNT_DEACTIVATED';

export interface AuthOptions {
  db: Database;
  secret: string;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function createAuth({ db, secret, publicUrl, log }: AuthOptions) {
  const database = joinOpenTransaction(db);

  /**
   * Runs before Better Auth stores any new session (sign-in, registration, and whatever signs in
   * later): none is ever created for a deactivated person. At sign-in it runs once the password
   * was found right, so the refusal tells nothing to someone guessing.
   */
  async function refuseDeactivated(session: { userId: string }, context: GenericEndpointContext | null) {
    // Through Better Auth's adapter: it may be inside a transaction of its own (a password change
    // ends the other sessions and opens a new one in one), which a query on another connection
    // would wait for, and which the embedded database's single connection never finishes.
    const user = (await context?.context.internalAdapter.findUserById(session.userId)) as
      { deactivatedAt?: Date | null } | null | undefined;
    if (user?.deactivatedAt) throw APIError.from('FORBIDDEN', { code: ACCOUNT_DEACTIVATED, message: 'Deactivated' });
  }

  return betterAuth({
    appName: APP_NAME,
    baseURL: publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [publicUrl],
    database: drizzleAdapter(database, {
      provider: 'pg',
      transaction: true,
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Password reset (decision 033): the link's mail is queued in the transaction that stores its
      // token, the link works for an hour, and using it ends every session of the person.
      sendResetPassword: ({ user, token }) =>
        enqueueMail(database, passwordResetMail(user, { link: resetPasswordUrl(publicUrl, token), publicUrl })),
      resetPasswordTokenExpiresIn: PASSWORD_RESET_LINK_HOURS * 60 * 60,
      revokeSessionsOnPasswordReset: true,
    },
    // A reset token is kept as its SHA-256 only: whoever reads the table cannot use the links in it.
    verification: { storeIdentifier: { default: 'plain', overrides: { 'reset-password:': 'hashed' } } },
    account: {
      // A single sign-on whose verified email is someone's login signs that person in (decision 037).
      accountLinking: { enabled: true, trustedProviders: [SSO_PROVIDER_ID] },
    },
    user: {
      additionalFields: {
        isAdmin: { type: 'boolean', required: false, defaultValue: false, input: false },
        isManager: { type: 'boolean', required: false, defaultValue: false, input: false },
        deactivatedAt: { type: 'date', required: false, input: false },
      },
    },
    databaseHooks: { session: { create: { before: refuseDeactivated } } },
    plugins: [
      // Two-factor sign-in (decision 036): an authenticator code after the password, or a recovery
      // code. Five wrong codes end a sign-in attempt (Better Auth's fixed rule); ten in a row lock the
      // account's code step, whatever the address.
      twoFactor({
        issuer: APP_NAME,
        trustDeviceMaxAge: TRUSTED_DEVICE_DAYS * 24 * 60 * 60,
        backupCodeOptions: { amount: RECOVERY_CODE_COUNT, storeBackupCodes: 'encrypted' },
        accountLockout: { maxFailedAttempts: CODE_STEP_MAX_FAILURES, durationSeconds: CODE_STEP_LOCK_MINUTES * 60 },
      }),
    ],
    // Sign-in attempts are limited by our own routes, with the shared (Redis) store when there is one.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: COOKIE_PREFIX,
      // Our routes put the client address Fastify resolved (honouring TRUST_PROXY) in this header.
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
    },
    logger: {
      log: (level, message, ...details) => log[level]({ details }, `better-auth: ${message}`),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

export interface SessionUser {
  id: string;
  email: string;
  fullName: string;
  /** The address of their picture, or null: they show as initials. */
  image: string | null;
  isAdmin: boolean;
  isManager: boolean;
  /** Signing in asks them for an authenticator code after the password. */
  twoFactorEnabled: boolean;
}

export type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** What checking a session found: its user or null, and any cookies Better Auth set (a refreshed or cleared session). */
export interface SessionCheck {
  user: SessionUser | null;
  cookies?: Headers;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /**
     * The session of a request or socket handshake with these headers: from this process's cache
     * when Better Auth checked it within the last minute and nothing about the person or the
     * session has changed since, from Better Auth otherwise (decision 031).
     */
    checkSession(headers: IncomingHttpHeaders, clientIp?: string): Promise<SessionCheck>;
    /** The user of the request's session, or null; refreshes the session cookie when due. */
    sessionUser(request: FastifyRequest, reply: FastifyReply): Promise<SessionUser | null>;
    /** Answers 401 unless the request carries a live session; then `request.user` is set. */
    requireUser: Guard;
    /** Answers 401 for visitors and 403 unless the user is a manager or an admin. */
    requireManager: Guard;
    /** Answers 401 for visitors and 403 unless the user is an admin. */
    requireAdmin: Guard;
  }
  interface FastifyRequest {
    /** The signed-in user; set on routes guarded by `requireUser`, `requireManager` or `requireAdmin`. */
    user: SessionUser;
  }
}

/** The request's headers as Better Auth reads them, with the client address we trust. */
export const authHeaders = (request: FastifyRequest) => headersForAuth(request.headers, request.ip);

/** Copies the cookies Better Auth set (a new or refreshed session, or its removal) onto the reply. */
export function forwardAuthCookies(from: Headers, reply: FastifyReply) {
  const cookies = from.getSetCookie();
  if (cookies.length > 0) void reply.header('set-cookie', cookies);
}

export function toSessionUser(user: {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  isAdmin?: boolean | null;
  isManager?: boolean | null;
  twoFactorEnabled?: boolean | null;
}): SessionUser {
  return {
    id: user.id,
    email: user.email,
    fullName: user.name,
    image: user.image ?? null,
    isAdmin: user.isAdmin === true,
    isManager: user.isManager === true,
    twoFactorEnabled: user.twoFactorEnabled === true,
  };
}

export const authPlugin = fp(
  async (app: FastifyInstance, options: { secret: string; publicUrl: string }) => {
    const auth = createAuth({ db: app.db, secret: options.secret, publicUrl: options.publicUrl, log: app.log });
    app.decorate('auth', auth);
    app.decorateRequest('user', null as unknown as SessionUser);

    const sessions = await createSessionCheck({ auth, database: app.database, log: app.log });
    app.addHook('onClose', () => sessions.close());
    const { checkSession } = sessions;
    app.decorate('checkSession', checkSession);

    async function sessionUser(request: FastifyRequest, reply: FastifyReply) {
      const { user, cookies } = await checkSession(request.headers, request.ip);
      if (cookies) forwardAuthCookies(cookies, reply);
      return user;
    }
    app.decorate('sessionUser', sessionUser);

    async function loadUser(request: FastifyRequest, reply: FastifyReply) {
      const user = await sessionUser(request, reply);
      if (!user) throw unauthorized();
      request.user = user;
      return user;
    }

    app.decorate(
      'requireUser',
      declareGuard<Guard>(async (request, reply) => {
        await loadUser(request, reply);
      }, 'signed-in'),
    );
    app.decorate(
      'requireManager',
      declareGuard<Guard>(async (request, reply) => {
        const user = await loadUser(request, reply);
        if (!user.isManager && !user.isAdmin) throw forbidden();
      }, 'manager'),
    );
    app.decorate(
      'requireAdmin',
      declareGuard<Guard>(async (request, reply) => {
        const user = await loadUser(request, reply);
        if (!user.isAdmin) throw forbidden();
      }, 'admin'),
    );
  },
  { name: 'auth', dependencies: ['db'] },
);
