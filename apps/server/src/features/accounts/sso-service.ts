import { AsyncLocalStorage } from 'node:async_hooks';
import { isEmail } from '@topgear/shared/email';
import type { SsoFailure } from '@topgear/shared/sso';
import type { GenericOAuthUserInfo } from 'better-auth/plugins/generic-oauth';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor, Transaction } from '../../db/client';
import { runInTransaction } from '../../db/transaction-scope';
import { SSO_PROVIDER_ID, type Auth } from '../../plugins/auth';
import type { PlaceNewcomer } from '../../newcomer';
import { findIdentityProvider } from './identity-provider-repository';
import { acceptPendingInvitationOf } from './invitations-repository';
import { createSsoProvider } from './sso-provider';
import { domainOf, namesFromClaims } from './sso-profile';
import {
  deleteSessionsOf,
  findLoginByEmail,
  insertProfileIfMissing,
  lockEmail,
  markEmailVerified,
} from './sso-repository';

export interface SsoServiceDeps {
  db: Database;
  auth: Auth;
  authSecret: string;
  log: FastifyBaseLogger;
  /** Opens the leave balances of a new person inside the transaction that creates them. */
  createDefaultBalances: (tx: Executor, userId: string) => Promise<void>;
  placeNewcomer: PlaceNewcomer;
  now?: () => Date;
}

/** Where a signed-in person lands; Better Auth redirects there only when the sign-in succeeded. */
const SIGNED_IN_PATH = '/dashboard/home';
const LOGIN_PATH = '/login';

/** Someone the identity provider vouched for, who may not sign in here. */
class SsoRefusal extends Error {
  constructor(readonly reason: SsoFailure) {
    super(`single sign-on refused: ${reason}`);
  }
}

/** A callback under way: its transaction, the domains allowed then, and who was admitted. */
interface Attempt {
  tx: Transaction;
  allowedDomains: readonly string[];
  admitted?: { email: string; firstName: string; lastName: string | null };
}

/** Where the browser goes next (the provider, or back after its callback), with the cookies to set. */
interface SsoOutcome {
  location: string;
  cookies: Headers;
}

const failedWith = (reason: SsoFailure): SsoOutcome => ({
  location: `${LOGIN_PATH}?error=${reason}`,
  cookies: new Headers(),
});

/**
 * Single sign-on with the company's identity provider (OpenID Connect), through Better Auth's
 * `signInSocial` and `callbackOAuth` (decision 037). The callback runs in one transaction: the
 * person is admitted only with a verified email of an allowed domain; a new person gets their
 * account, profile and leave balances together, as registration gives them, and an existing
 * account with that email is linked; anything refused or failed leaves nothing behind.
 */
export function createSsoService({
  db,
  auth,
  authSecret,
  log,
  createDefaultBalances,
  placeNewcomer,
  now = () => new Date(),
}: SsoServiceDeps) {
  const attempts = new AsyncLocalStorage<Attempt>();

  /**
   * Better Auth's `mapProfileToUser`, called with the claims of the verified ID token (or the
   * userinfo answer for the same subject) during the callback, in its transaction.
   */
  async function admit(profile: GenericOAuthUserInfo) {
    const attempt = attempts.getStore();
    // Only our callback signs in through this provider.
    if (!attempt) throw new SsoRefusal('sso-failed');
    const email = typeof profile.email === 'string' ? profile.email.toLowerCase() : '';
    if (!isEmail(email)) throw new SsoRefusal('sso-failed');
    if (!attempt.allowedDomains.includes(domainOf(email))) throw new SsoRefusal('sso-domain');
    if (profile.emailVerified !== true) throw new SsoRefusal('sso-unverified');

    await lockEmail(attempt.tx, email);
    const login = await findLoginByEmail(attempt.tx, email);
    if (login && !login.linked) {
      // The provider proved the address is this person's: the proof Better Auth's linking asks of
      // the account. Whoever was signed in to it before, with a password set by anyone, is signed out.
      await markEmailVerified(attempt.tx, login.id);
      await deleteSessionsOf(attempt.tx, login.id);
    }
    const names = namesFromClaims(profile, email);
    attempt.admitted = { email, ...names };
    // A new account's name; the picture claim is not kept (pictures are uploaded, decision 014).
    return { name: [names.firstName, names.lastName].filter(Boolean).join(' '), image: undefined };
  }

  const provider = createSsoProvider({ auth, authSecret, log, mapProfileToUser: admit });

  /**
   * The admitted person's profile and leave balances, if Better Auth just created their account,
   * and their place in the organisation: the pending invitation of their address, if an
   * administrator sent one, is accepted and places them as it would through its link.
   */
  async function completeNewAccount(attempt: Attempt) {
    const { admitted, tx } = attempt;
    const login = admitted && (await findLoginByEmail(tx, admitted.email));
    if (!admitted || !login) throw new Error('single sign-on succeeded without an admitted person');
    const created = await insertProfileIfMissing(tx, {
      userId: login.id,
      firstName: admitted.firstName,
      lastName: admitted.lastName,
    });
    if (!created) return;
    await createDefaultBalances(tx, login.id);
    const placement = await acceptPendingInvitationOf(tx, admitted.email, now());
    await placeNewcomer(tx, { id: login.id, email: admitted.email, placement });
  }

  /** Runs the callback in `tx`; throws, so that everything rolls back, unless the person is signed in. */
  async function signInWithin(attempt: Attempt, query: Record<string, string | undefined>, headers: Headers) {
    const response = await attempts.run(attempt, () =>
      auth.api.callbackOAuth({ params: { id: SSO_PROVIDER_ID }, query, headers, asResponse: true }),
    );
    const location = response.headers.get('location') ?? '';
    if (location !== SIGNED_IN_PATH) {
      log.warn({ location }, 'single sign-on: Better Auth did not sign the person in');
      throw new SsoRefusal('sso-failed');
    }
    await completeNewAccount(attempt);
    return { location, cookies: response.headers };
  }

  return {
    /**
     * Starts a sign-in: the provider's address to send the browser to, and the cookies that tie the
     * callback to it; or back to the login page, which says why not.
     */
    async start(headers: Headers): Promise<SsoOutcome> {
      const row = await findIdentityProvider(db);
      const ready = await provider.follow(row);
      if (!row?.enabled) return failedWith('sso-off');
      if (!ready) return failedWith('sso-unavailable');
      const { headers: cookies, response } = await auth.api.signInSocial({
        body: {
          provider: SSO_PROVIDER_ID,
          callbackURL: SIGNED_IN_PATH,
          newUserCallbackURL: SIGNED_IN_PATH,
          errorCallbackURL: LOGIN_PATH,
          disableRedirect: true,
        },
        headers,
        returnHeaders: true,
      });
      if (!response.url) throw new Error('Better Auth gave no address to sign in at');
      return { location: response.url, cookies };
    },

    /**
     * The provider's answer: the person signed in (a session cookie, to the dashboard), or back to
     * the login page with why not. Never throws: the browser came here by a redirect.
     */
    async finish(query: Record<string, string | undefined>, headers: Headers): Promise<SsoOutcome> {
      try {
        const row = await findIdentityProvider(db);
        const ready = await provider.follow(row);
        if (!row || !ready) return failedWith('sso-failed');
        const { allowedDomains } = row;
        return await runInTransaction(db, (tx) => signInWithin({ tx, allowedDomains }, query, headers));
      } catch (error) {
        if (error instanceof SsoRefusal) return failedWith(error.reason);
        log.error({ err: error }, 'single sign-on failed');
        return failedWith('sso-failed');
      }
    },
  };
}
