import type { MailMessage } from '../../mail/outbox';

const SIGNATURE = ['', 'TopGear Perform'];

/** To the new address: the link that makes it the account's email. */
export const confirmationMail = (newEmail: string, link: string, validHours: number): MailMessage => ({
  to: newEmail,
  subject: 'Confirm your new email for TopGear Perform',
  text: [
    'Hello,',
    '',
    'You asked to use this address for your TopGear Perform account. Open this link to confirm it:',
    link,
    '',
    `The link works once, within ${validHours} hours. Until then your account keeps its current email.`,
    'If you did not ask for this, ignore this message: nothing changes.',
    ...SIGNATURE,
  ].join('\n'),
});

/**
 * To a new address that already belongs to an account. The person who asked is answered exactly
 * as for a free address, so only the owner of this mailbox learns that it has an account.
 */
export const addressInUseMail = (newEmail: string): MailMessage => ({
  to: newEmail,
  subject: 'Your email for TopGear Perform',
  text: [
    'Hello,',
    '',
    'Someone asked to move a TopGear Perform account to this address, but an account already uses it,',
    'so nothing was changed. If that account is yours, you can sign in with this address as before.',
    'If you did not ask for this, ignore this message.',
    ...SIGNATURE,
  ].join('\n'),
});

/** To the address an account had until now: the change, in case it was not its owner's doing. */
export const emailChangedMail = (previousEmail: string, newEmail: string): MailMessage => ({
  to: previousEmail,
  subject: 'The email of your TopGear Perform account was changed',
  text: [
    'Hello,',
    '',
    `The email of your TopGear Perform account is now ${newEmail}; from now on, sign in with that address.`,
    'If you did not do this, contact your administrator at once.',
    ...SIGNATURE,
  ].join('\n'),
});
