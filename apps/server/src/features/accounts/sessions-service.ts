import { MY_ACCOUNT_MESSAGES } from '@topgear/shared/my-account';
import type { Database } from '../../db/client';
import { orNotFound } from '../../http-errors';
import type { Auth } from '../../plugins/auth';
import { findSessionToken, listLiveSessions } from './sessions-repository';
import { describeUserAgent } from './user-agent';

interface SessionsServiceDeps {
  db: Database;
  auth: Auth;
  now?: () => Date;
}

/**
 * A person's sessions: listed by id, ended through Better Auth, which deletes their rows (what every
 * process's session check reads, decision 012).
 */
export function createSessionsService({ db, auth, now = () => new Date() }: SessionsServiceDeps) {
  return {
    /** Every live session of `userId`, the one `headers` carry marked as current. */
    async list(userId: string, headers: Headers) {
      const [current, rows] = await Promise.all([
        auth.api.getSession({ headers, query: { disableRefresh: true } }),
        listLiveSessions(db, userId, now()),
      ]);
      return rows.map(({ userAgent, ipAddress, ...session }) => ({
        ...session,
        current: session.id === current?.session.id,
        ...describeUserAgent(userAgent),
        ipAddress: ipAddress || null,
      }));
    },

    /**
     * Ends session `id` of `userId`; someone else's, like a missing one, is a 404. Ending the current
     * one signs this device out: the returned headers clear its cookie.
     */
    async end(userId: string, id: string, headers: Headers): Promise<Headers> {
      const token = orNotFound(await findSessionToken(db, userId, id), MY_ACCOUNT_MESSAGES.sessionNotFound);
      const { headers: cookies } = await auth.api.revokeSession({ body: { token }, headers, returnHeaders: true });
      return cookies;
    },

    /** Ends every session of the person but the one `headers` carry. */
    async endOthers(headers: Headers) {
      await auth.api.revokeOtherSessions({ headers });
    },
  };
}
