/**
 * Who may join, and what the sign-up page says about it. Free of zod, so the sign-up page can
 * show the right thing before it loads any form rules; the schemas are in `./account-settings`
 * and `./invitations`.
 */

/** 'open': anyone may create an account at /signUp (the default); 'invitation': only with an invitation. */
export const SIGN_UP_MODES = ['open', 'invitation'] as const;
export type SignUpMode = (typeof SIGN_UP_MODES)[number];

export const SIGN_UP_MODE_LABELS: Record<SignUpMode, string> = {
  open: 'Anyone may sign up',
  invitation: 'By invitation only',
};

/** An invitation's link works this long after it was sent (or sent again). */
export const INVITATION_VALID_DAYS = 7;

/** The query parameter of /signUp that carries an invitation's token. */
export const INVITATION_PARAM = 'invitation';

export const SIGN_UP_MESSAGES = {
  invitationOnly: 'Joining is by invitation only. Ask your administrator for an invitation.',
  invitationUnknown:
    'This invitation link does not work: it was revoked, or replaced by a newer one. Ask your administrator for a new invitation.',
  invitationUsed: 'This invitation has already been used. Sign in with the account it created.',
  invitationExpired: 'This invitation has expired. Ask your administrator to send it again.',
} as const;
