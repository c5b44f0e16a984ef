import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseConnection } from '../db/client';
import { toSessionUser, type Auth, type SessionCheck } from './auth';
import { createSessionActivity } from './session-activity';
import { createSessionCache, onlyCookie, SESSION_CACHE_LIMITS, SESSION_CHANGES_CHANNEL } from './session-cache';

/** The request's headers as Better Auth reads them, with the client address we trust. */
export function headersForAuth(nodeHeaders: IncomingHttpHeaders, clientIp: string | undefined) {
  const headers = fromNodeHeaders(nodeHeaders);
  if (clientIp !== undefined) headers.set('x-client-ip', clientIp);
  return headers;
}

/**
 * Checks sessions through this process's cache (decision 031): a session Better Auth checked in
 * the last minute is answered from memory, once every change the database announced before the
 * request has been heard of; anything else goes to Better Auth, whose answer is then kept.
 */
export async function createSessionCheck({
  auth,
  database,
  log,
}: {
  auth: Auth;
  database: DatabaseConnection;
  log: FastifyBaseLogger;
}) {
  const sessionCookieName = (await auth.$context).authCookies.sessionToken.name;
  const cache = createSessionCache(SESSION_CACHE_LIMITS);
  const activity = createSessionActivity({ db: database.db, log });
  const changes = await database.listen(SESSION_CHANGES_CHANNEL, {
    onNotify: (payload) => cache.forget(payload),
    onListening: (listening) => cache.trust(listening),
  });

  /** The session kept under `key`, once every change committed before this call has been heard of. */
  async function keptSession(key: string) {
    if (!cache.get(key) || !(await changes.caughtUp())) return undefined;
    return cache.get(key);
  }

  async function checkSession(nodeHeaders: IncomingHttpHeaders, clientIp?: string): Promise<SessionCheck> {
    const key = onlyCookie(nodeHeaders.cookie, sessionCookieName);
    const kept = key === undefined ? undefined : await keptSession(key);
    if (kept) {
      activity.seen(kept.sessionId);
      return { user: kept.user };
    }
    const since = cache.generation;
    const { headers: cookies, response } = await auth.api.getSession({
      headers: headersForAuth(nodeHeaders, clientIp),
      returnHeaders: true,
    });
    // Deactivation deletes the person's sessions; one read in the meantime is no session either.
    if (!response || response.user.deactivatedAt) return { user: null, cookies };
    const { session } = response;
    const user = toSessionUser(response.user);
    activity.seen(session.id);
    // The cookie Better Auth verified is this one only if it carries the session's token.
    if (key?.startsWith(`${session.token}.`)) {
      cache.keep(key, { sessionId: session.id, user, expiresAt: session.expiresAt }, since);
    }
    return { user, cookies };
  }

  return {
    checkSession,
    /** Stops listening and writes the last activity; before the database is closed. */
    async close() {
      await changes.close();
      await activity.close();
    },
  };
}
