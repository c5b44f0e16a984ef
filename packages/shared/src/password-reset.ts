/**
 * What the password reset pages and mail say, and how long a link works. Free of zod, so the
 * forgot-password and reset pages load their schemas only when someone fills a form in; the
 * schemas are in `./accounts`.
 */

/** How long a reset link works after it was sent, and the same in words. */
export const PASSWORD_RESET_LINK_HOURS = 1;
export const PASSWORD_RESET_LINK_VALIDITY = 'one hour';

/** The page a reset link opens (`?token=…`): the mail's link and the web's route. */
export const RESET_PASSWORD_PATH = '/reset-password';

export const PASSWORD_RESET_MESSAGES = {
  /** The answer to the email form, the same whether or not an account uses the address. */
  linkSent:
    'If an account uses this email, we have sent it a link to choose a new password. The link works for one hour.',
  tooManyRequests: 'Too many password reset requests. Please wait a while and try again.',
  linkExpired: 'This link has expired or was already used',
  passwordChanged: 'Your password has been changed, and every session of your account has ended.',
  /** The administrator's confirmation once the person's link is on its way. */
  linkSentTo: (email: string) => `Password reset link sent to ${email}`,
} as const;

/** The code of the answer to a reset link that is unknown, used or expired (410). */
export const RESET_LINK_INVALID = 'RESET_LINK_INVALID';
