import { PASSWORD_RESET_LINK_VALIDITY, RESET_PASSWORD_PATH } from '@topgear/shared/password-reset';
import type { MailMessage } from './outbox';

const PRODUCT = 'TopGear Perform';

/** Text inside HTML: a name is never markup. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0)};`);

/** The page of the reset form, carrying the link's token. */
export function resetPasswordUrl(publicUrl: string, token: string) {
  const url = new URL(RESET_PASSWORD_PATH, publicUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

export interface PasswordResetRecipient {
  name: string;
  email: string;
}

/**
 * The mail with a one-time link to choose a new password: sent when someone asks on the
 * forgot-password page and when an administrator sends it, in plain text and HTML.
 */
export function passwordResetMail(
  recipient: PasswordResetRecipient,
  { link, publicUrl }: { link: string; publicUrl: string },
): MailMessage {
  const name = escapeHtml(recipient.name);
  const email = escapeHtml(recipient.email);
  const href = escapeHtml(link);
  return {
    to: recipient.email,
    subject: `Reset your ${PRODUCT} password`,
    text: [
      `Hello ${recipient.name},`,
      '',
      `We were asked to reset the password of your ${PRODUCT} account (${recipient.email}).`,
      `To choose a new password, open this link within ${PASSWORD_RESET_LINK_VALIDITY}; it works once:`,
      link,
      '',
      'Once the new password is set, every session of your account ends, and you sign in with it.',
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
      '',
      `The ${PRODUCT} team`,
      publicUrl,
    ].join('\n'),
    html: `<!doctype html>
<html lang="en">
  <body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
    <div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px;padding:32px">
      <h1 style="margin:0 0 16px;font-size:20px">Reset your ${PRODUCT} password</h1>
      <p>Hello ${name},</p>
      <p>We were asked to reset the password of your ${PRODUCT} account (${email}).
        To choose a new password, open this link within ${PASSWORD_RESET_LINK_VALIDITY}; it works once.</p>
      <p style="margin:24px 0">
        <a href="${href}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">Choose a new password</a>
      </p>
      <p style="font-size:14px;color:#475569">Or copy this address into your browser:<br><a href="${href}" style="color:#1d4ed8;word-break:break-all">${href}</a></p>
      <p>Once the new password is set, every session of your account ends, and you sign in with it.</p>
      <p><strong>If you did not ask for this, ignore this mail:</strong> your password stays as it is.</p>
      <p style="margin-top:32px;font-size:14px;color:#475569">The ${PRODUCT} team<br><a href="${escapeHtml(publicUrl)}" style="color:#1d4ed8">${escapeHtml(publicUrl)}</a></p>
    </div>
  </body>
</html>
`,
  };
}
