import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import { SIGN_IN_MESSAGES, USER_ADMIN_MESSAGES } from '@topgear/shared/users';
import { TWO_FACTOR_MESSAGES, type RecoveryCodes, type TwoFactorSetup } from '@topgear/shared/two-factor';
import { isAPIError } from 'better-auth/api';
import QRCode from 'qrcode';
import type { Actor, Auditor } from '../../audit';
import { conflict, forbidden, HttpError, orNotFound, validationFailed } from '../../http-errors';
import { ACCOUNT_DEACTIVATED, toSessionUser, type Auth, type SessionUser } from '../../plugins/auth';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction-scope';
import { asWrongCurrentPassword } from './password-attempts';
import { findAccountHolder } from './password-reset-repository';
import { forgetTrustedDevices, turnOffTwoFactor } from './two-factor-repository';

/** A signed-in user, with the cookies that carry the session (or its replacement) to the browser. */
export interface TwoFactorSignedIn {
  user: SessionUser;
  cookies: Headers;
}

const errorCode = (error: unknown) => (isAPIError(error) ? error.body?.code : undefined);

/**
 * Better Auth's refusals at the code step of signing in, as our answers. A challenge that expired,
 * was used up by five wrong codes or never existed sends the person back to their password.
 */
function signInRefusal(error: unknown, wrongCode: string): unknown {
  switch (errorCode(error)) {
    case 'INVALID_CODE':
    case 'INVALID_BACKUP_CODE':
      return new HttpError(401, 'WRONG_CODE', wrongCode);
    case 'INVALID_TWO_FACTOR_COOKIE':
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return new HttpError(401, 'TWO_FACTOR_EXPIRED', TWO_FACTOR_MESSAGES.challengeExpired);
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return new HttpError(429, 'TOO_MANY_REQUESTS', TWO_FACTOR_MESSAGES.tooManyAttempts);
    case ACCOUNT_DEACTIVATED:
      return new HttpError(403, ACCOUNT_DEACTIVATED, SIGN_IN_MESSAGES.deactivated);
    default:
      // Two requests spending one recovery code at once: Better Auth lets one through, the other
      // finds the codes changed under it.
      return isAPIError(error) && error.statusCode === 409 ? new HttpError(401, 'WRONG_CODE', wrongCode) : error;
  }
}

/** The base32 secret inside an otpauth:// address, for people whose app cannot scan. */
const secretOf = (totpUri: string) => new URL(totpUri).searchParams.get('secret') ?? '';

/**
 * Two-factor sign-in through Better Auth's plugin (decision 036): setting it up, the recovery
 * codes, turning it off, and the second step of signing in. Every call that proves a person's
 * identity goes through Better Auth; this service turns its answers into ours.
 */
export function createTwoFactorService({ db, auth, auditor }: { db: Database; auth: Auth; auditor: Auditor }) {
  function mustBeOff(user: SessionUser) {
    if (user.twoFactorEnabled) throw conflict('TWO_FACTOR_ENABLED', TWO_FACTOR_MESSAGES.alreadyEnabled);
  }
  function mustBeOn(user: SessionUser) {
    if (!user.twoFactorEnabled) throw conflict('TWO_FACTOR_NOT_ENABLED', TWO_FACTOR_MESSAGES.notEnabled);
  }

  return {
    /**
     * A new secret for the authenticator app, with its QR code drawn here. Nothing changes at
     * sign-in until `confirm` gets a right code; starting again replaces the secret.
     */
    async begin(user: SessionUser, currentPassword: string, headers: Headers): Promise<TwoFactorSetup> {
      mustBeOff(user);
      try {
        const enabled = await auth.api.enableTwoFactor({
          body: { password: currentPassword, method: 'totp' },
          headers,
        });
        if (enabled.method !== 'totp') throw new Error('Better Auth set up another kind of two-factor sign-in');
        const { totpURI } = enabled;
        const qrCodeSvg = await QRCode.toString(totpURI, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
        return { totpUri: totpURI, secret: secretOf(totpURI), qrCodeSvg };
      } catch (error) {
        throw asWrongCurrentPassword(error);
      }
    },

    /**
     * Turns two-factor sign-in on with a code from the app just set up, and answers the recovery
     * codes, shown this once. Better Auth replaces this device's session; the cookies carry the new one.
     */
    async confirm(user: SessionUser, code: string, headers: Headers): Promise<RecoveryCodes & { cookies: Headers }> {
      mustBeOff(user);
      try {
        const { headers: cookies } = await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
        const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: user.id } });
        return { recoveryCodes: backupCodes, cookies };
      } catch (error) {
        if (errorCode(error) === 'INVALID_CODE') throw validationFailed({ code: TWO_FACTOR_MESSAGES.wrongCode });
        if (errorCode(error) === 'TOTP_NOT_ENABLED')
          throw conflict('TWO_FACTOR_NOT_STARTED', TWO_FACTOR_MESSAGES.setUpFirst);
        throw error;
      }
    },

    /** Ten new recovery codes in place of the old ones, which stop working. */
    async replaceRecoveryCodes(user: SessionUser, currentPassword: string, headers: Headers): Promise<RecoveryCodes> {
      mustBeOn(user);
      try {
        const { backupCodes } = await auth.api.generateBackupCodes({ body: { password: currentPassword }, headers });
        return { recoveryCodes: backupCodes };
      } catch (error) {
        throw asWrongCurrentPassword(error);
      }
    },

    /** Turns two-factor sign-in off and forgets every trusted browser; the cookies carry the new session. */
    async disable(user: SessionUser, currentPassword: string, headers: Headers): Promise<Headers> {
      mustBeOn(user);
      try {
        return await runInTransaction(db, async (tx) => {
          const { headers: cookies } = await auth.api.disableTwoFactor({
            body: { password: currentPassword },
            headers,
            returnHeaders: true,
          });
          await forgetTrustedDevices(tx, user.id);
          return cookies;
        });
      } catch (error) {
        throw asWrongCurrentPassword(error);
      }
    },

    /**
     * An administrator turns someone's two-factor sign-in off (they lost their phone and their
     * recovery codes), audited; the person then signs in with their password and may turn it on
     * again. Their sessions stay. 409 when it is off; never one's own (My account asks for the password).
     */
    resetFor: (actor: Actor, userId: string) =>
      runInTransaction(db, async (tx) => {
        if (userId === actor.id) throw forbidden(USER_ADMIN_MESSAGES.ownTwoFactor);
        const holder = orNotFound(await findAccountHolder(tx, userId), USER_ADMIN_MESSAGES.notFound);
        if (!(await turnOffTwoFactor(tx, userId))) {
          throw conflict('TWO_FACTOR_NOT_ENABLED', USER_ADMIN_MESSAGES.twoFactorNotEnabled);
        }
        await auditor.record(tx, actor, {
          action: 'user.two-factor-reset',
          summary: AUDIT_SUMMARIES.twoFactorReset(holder.name),
          subjectId: userId,
        });
      }),

    /** The second step of signing in with a code from the app; optionally trusts this browser. */
    async signInWithCode(
      { code, trustDevice }: { code: string; trustDevice: boolean },
      headers: Headers,
    ): Promise<TwoFactorSignedIn> {
      try {
        const { headers: cookies, response } = await auth.api.verifyTOTP({
          body: { code, trustDevice },
          headers,
          returnHeaders: true,
        });
        return { user: toSessionUser(response.user), cookies };
      } catch (error) {
        throw signInRefusal(error, TWO_FACTOR_MESSAGES.wrongCode);
      }
    },

    /** The second step with a recovery code, which then stops working. */
    async signInWithRecoveryCode(code: string, headers: Headers): Promise<TwoFactorSignedIn> {
      try {
        const { headers: cookies, response } = await auth.api.verifyBackupCode({
          body: { code },
          headers,
          returnHeaders: true,
        });
        return { user: toSessionUser(response.user), cookies };
      } catch (error) {
        throw signInRefusal(error, TWO_FACTOR_MESSAGES.wrongRecoveryCode);
      }
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
