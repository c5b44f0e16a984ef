/**
 * Two-factor sign-in: a code from an authenticator app (TOTP, RFC 6238) after the password, or one
 * of ten single-use recovery codes. Set up and turned off on My account; required of admins and
 * managers when the company says so.
 */
import { z } from 'zod';
import { currentPasswordSchema } from './my-account';

export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes in a row, across sign-in attempts, after which an account's code step is locked… */
export const CODE_STEP_MAX_FAILURES = 10;
/** …for this long. */
export const CODE_STEP_LOCK_MINUTES = 15;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Please enter the 6-digit code from your authenticator app',
  codeFormat: 'The code is the 6 digits your authenticator app shows',
  wrongCode: 'That code is not right. Check your authenticator app and try again.',
  recoveryCodeRequired: 'Please enter one of your recovery codes',
  recoveryCodeFormat: 'A recovery code looks like abcde-12345',
  wrongRecoveryCode: 'That recovery code is not right, or it has been used already.',
  challengeExpired: 'Your sign-in took too long. Please enter your email and password again.',
  tooManyAttempts: `Too many wrong codes. Please wait ${CODE_STEP_LOCK_MINUTES} minutes and try again.`,
  alreadyEnabled: 'Two-factor sign-in is already on',
  notEnabled: 'Two-factor sign-in is not on',
  setUpFirst: 'Start the set-up again: scan a new QR code',
  requireOwnFirst: 'Turn on two-factor sign-in for yourself on My account before requiring it of others.',
  setupRequired: 'Your company asks admins and managers to turn on two-factor sign-in before anything else.',
} as const;

/** Spaces and dashes people type between the groups of digits are dropped. */
export const authenticatorCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .transform((code) => code.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR_MESSAGES.codeRequired)
      .regex(/^\d{6}$/, TWO_FACTOR_MESSAGES.codeFormat),
  );

/** Recovery codes are shown as `abcde-12345`; typed with or without the dash, around spaces. */
export const recoveryCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.recoveryCodeRequired })
  .transform((code) => code.trim())
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR_MESSAGES.recoveryCodeRequired)
      .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, TWO_FACTOR_MESSAGES.recoveryCodeFormat)
      .transform((code) => (code.includes('-') ? code : `${code.slice(0, 5)}-${code.slice(5)}`)),
  );

/** POST /api/auth/two-factor/verify: the second step of signing in. */
export const twoFactorSignInSchema = z.object({
  code: authenticatorCodeSchema,
  trustDevice: z.boolean({ error: 'Choose whether to trust this device' }).default(false),
});
export type TwoFactorSignInInput = z.input<typeof twoFactorSignInSchema>;

/** POST /api/auth/two-factor/recovery: the second step with a recovery code instead. */
export const recoverySignInSchema = z.object({ code: recoveryCodeSchema });
export type RecoverySignInInput = z.input<typeof recoverySignInSchema>;

/** The answer (202) to a right password when the person has two-factor sign-in on. */
export const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true) });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** Turning two-factor sign-in on or off, or new recovery codes: the password proves it is them. */
export const passwordConfirmationSchema = z.object({ currentPassword: currentPasswordSchema });
export type PasswordConfirmationInput = z.input<typeof passwordConfirmationSchema>;

/** POST /api/account/two-factor: what the authenticator app needs; nothing is on until a code confirms it. */
export const twoFactorSetupSchema = z.object({
  /** The otpauth:// address the QR code holds. */
  totpUri: z.string(),
  /** The same secret, for typing into an app that cannot scan. */
  secret: z.string(),
  /** The QR code, drawn on the server as SVG markup. */
  qrCodeSvg: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** POST /api/account/two-factor/confirm: a code from the app just set up. */
export const twoFactorConfirmationSchema = z.object({ code: authenticatorCodeSchema });
export type TwoFactorConfirmationInput = z.input<typeof twoFactorConfirmationSchema>;

/** Recovery codes, shown once: when two-factor sign-in is confirmed, and when new ones replace them. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;
