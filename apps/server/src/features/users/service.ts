import { fullNameOf, SIGN_IN_MESSAGES, type Registration, type SignInInput } from '@topgear/shared/users';
import { REGISTRATION_MESSAGES } from '@topgear/shared/registration';
import { isAPIError } from 'better-auth/api';
import type { Database, Executor } from '../../db/client';
import { runInTransaction } from '../../db/transaction-scope';
import { conflict, HttpError, validationFailed } from '../../http-errors';
import type { Newcomer, PlaceNewcomer } from '../../newcomer';
import { passwordProblem } from '../../password-strength';
import { ACCOUNT_DEACTIVATED, toSessionUser, type Auth, type SessionUser } from '../../plugins/auth';
import {
  findSignInUser,
  findUserIdByEmail,
  grantAdmin,
  insertProfile,
  insertProfileIfMissing,
  lockEmail,
} from './repository';

export interface UserServiceDeps {
  db: Database;
  auth: Auth;
  /** Opens the leave balances of a new person inside the transaction that creates them. */
  createDefaultBalances: (tx: Executor, userId: string) => Promise<void>;
  /**
   * Decides, inside the registering transaction, whether this registration may create an account
   * (the sign-up mode, the invitation it carries), and answers the email the account gets.
   */
  admit: (
    tx: Executor,
    registration: { email: string; invitation?: string | undefined },
  ) => Promise<Omit<Newcomer, 'id'>>;
  /** Places the new person in the organisation (see `PlaceNewcomer`); without it, a new person starts unplaced. */
  placeNewcomer?: PlaceNewcomer;
}

/** For a user service that only confirms the start-up administrator (server.ts): it lets no registration in. */
export const registersNobody: UserServiceDeps['admit'] = () =>
  Promise.reject(new Error('this user service registers nobody'));

/** The name of the administrator created at start-up, until they give their own. */
const ADMIN_NAME = 'Administrator';

/** Throws when the person may not sign in with a password (an HttpError to answer with); reads through `db` when given. */
export type PasswordSignInCheck = (user: Pick<SessionUser, 'isAdmin'>, db?: Executor) => Promise<void>;

/** A signed-in user, with the cookies that carry the session to the browser. */
export interface SignedIn {
  user: SessionUser;
  cookies: Headers;
}

/** The password was right and the person has two-factor sign-in on: the cookies carry the pending challenge. */
export interface SecondStepPending {
  twoFactorRequired: true;
  cookies: Headers;
}

export function createUserService({ db, auth, createDefaultBalances, admit, placeNewcomer }: UserServiceDeps) {
  /**
   * The login (user + password account + session) and the leave balances every person starts with.
   * The caller holds the email's lock, so two sign-ups with one email run one after the other.
   */
  async function createAccount(
    tx: Executor,
    account: { fullName: string; email: string; password: string },
    headers: Headers,
  ): Promise<SignedIn> {
    try {
      const { headers: cookies, response } = await auth.api.signUpEmail({
        body: { name: account.fullName, email: account.email, password: account.password },
        headers,
        returnHeaders: true,
      });
      await createDefaultBalances(tx, response.user.id);
      return { user: toSessionUser(response.user), cookies };
    } catch (error) {
      if (isAPIError(error) && error.body?.code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
        throw conflict('EMAIL_TAKEN', REGISTRATION_MESSAGES.emailTaken, { email: REGISTRATION_MESSAGES.emailTaken });
      }
      // Our schema is at least as strict as Better Auth's; should they ever differ, answer in our shape.
      if (isAPIError(error) && error.body?.code === 'INVALID_EMAIL') {
        throw validationFailed({ email: REGISTRATION_MESSAGES.invalidEmail });
      }
      throw error;
    }
  }

  return {
    /**
     * Creates the account, its profile and its leave balances in one transaction, and signs in;
     * the account's email is the one `admit` answers (an invitation's, when there is one).
     */
    async register(registration: Registration, headers: Headers): Promise<SignedIn> {
      const weakness = await passwordProblem(registration.password, [
        registration.email,
        registration.firstName,
        registration.lastName,
      ]);
      if (weakness) throw validationFailed({ password: weakness });
      return runInTransaction(db, async (tx) => {
        const { email, placement } = await admit(tx, registration);
        await lockEmail(tx, email);
        const signedIn = await createAccount(
          tx,
          { fullName: fullNameOf(registration), email, password: registration.password },
          headers,
        );
        await insertProfile(tx, {
          userId: signedIn.user.id,
          firstName: registration.firstName,
          lastName: registration.lastName,
          address: registration.address,
          age: registration.age,
          gender: registration.gender,
          jobRole: registration.jobRole,
          phone: registration.phone,
          company: registration.company || null,
        });
        await placeNewcomer?.(tx, { id: signedIn.user.id, email, placement });
        return signedIn;
      });
    },

    /**
     * The session for these credentials (or, with two-factor sign-in on, the challenge of the code
     * step), or undefined when they are wrong; 403 when they are right but the account is deactivated (Better Auth checks the password before it would create the
     * session that `refuseDeactivated` then refuses). In one transaction, so that a person
     * `mayUsePassword` refuses once the password proved right is left without a session.
     */
    async signIn(
      credentials: SignInInput,
      headers: Headers,
      mayUsePassword: PasswordSignInCheck,
    ): Promise<SignedIn | SecondStepPending | undefined> {
      try {
        return await runInTransaction(db, async (tx) => {
          const { headers: cookies, response } = await auth.api.signInEmail({
            body: { email: credentials.email, password: credentials.password, rememberMe: true },
            headers,
            returnHeaders: true,
          });
          // With two-factor sign-in on, Better Auth answers a challenge (its cookie) instead of a session.
          if ('twoFactorRedirect' in response) {
            const person = await findSignInUser(tx, credentials.email);
            if (!person) throw new Error('Better Auth challenged a sign-in whose account is gone');
            await mayUsePassword(person, tx);
            return { twoFactorRequired: true, cookies };
          }
          const user = toSessionUser(response.user);
          await mayUsePassword(user, tx);
          return { user, cookies };
        });
      } catch (error) {
        if (isAPIError(error) && error.statusCode === 401) return undefined;
        if (isAPIError(error) && error.body?.code === ACCOUNT_DEACTIVATED) {
          throw new HttpError(403, ACCOUNT_DEACTIVATED, SIGN_IN_MESSAGES.deactivated);
        }
        throw error;
      }
    },

    /** Deletes the session on the server; the returned cookies clear it in the browser. */
    async signOut(headers: Headers): Promise<Headers> {
      const { headers: cookies } = await auth.api.signOut({ headers, returnHeaders: true });
      return cookies;
    },

    /**
     * Makes sure the configured administrator exists, holds the admin flag and has a profile (named
     * 'Administrator' until they complete it), like every registered person.
     */
    ensureAdmin(admin: { email: string; password: string }): Promise<{ created: boolean }> {
      return runInTransaction(db, async (tx) => {
        await lockEmail(tx, admin.email);
        const existingId = await findUserIdByEmail(tx, admin.email);
        const userId =
          existingId ?? (await createAccount(tx, { fullName: ADMIN_NAME, ...admin }, new Headers())).user.id;
        await grantAdmin(tx, userId);
        await insertProfileIfMissing(tx, { userId, firstName: ADMIN_NAME });
        return { created: existingId === undefined };
      });
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
