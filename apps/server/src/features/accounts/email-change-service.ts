import { MY_ACCOUNT_MESSAGES } from '@topgear/shared/my-account';
import { generateRandomString } from 'better-auth/crypto';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction-scope';
import { conflict, validationFailed } from '../../http-errors';
import type { Auth, SessionUser } from '../../plugins/auth';
import type { Mail } from '../../plugins/mail';
import { addressInUseMail, confirmationMail, emailChangedMail } from './email-change-mail';
import { moveEmail } from './email-change-repository';
import { asWrongCurrentPassword } from './password-attempts';

/** How long a confirmation link works. */
export const EMAIL_CHANGE_LINK_HOURS = 24;

/** The web page that opens a confirmation link (the web's `paths.confirmEmail`). */
const CONFIRMATION_PAGE = '/confirm-email';

/** Better Auth's verification rows of ours are told apart from its own by this prefix. */
const IDENTIFIER_PREFIX = 'change-email:';

/** What a link stands for, kept in the verification row's value. */
const pendingChangeSchema = z.object({ userId: z.string(), newEmail: z.string() });

const linkInvalid = () => validationFailed({ token: MY_ACCOUNT_MESSAGES.linkInvalid });

interface EmailChangeServiceDeps {
  db: Database;
  auth: Auth;
  mail: Mail;
  publicUrl: string;
  now?: () => Date;
}

/**
 * Changing a person's email: the new address must prove itself by a one-time link before it
 * replaces the old one, which is then told. The links are Better Auth verification values (its
 * random tokens, stored and consumed by its adapter), written in our transactions with their mail.
 */
export function createEmailChangeService({
  db,
  auth,
  mail,
  publicUrl,
  now = () => new Date(),
}: EmailChangeServiceDeps) {
  return {
    /**
     * Once the current password is proven, mails a confirmation link to the new address. An address
     * that already has an account gets a note instead, and the answer is the same, so the form
     * cannot be used to find out who has an account.
     */
    async request(
      user: SessionUser,
      { newEmail, currentPassword }: { newEmail: string; currentPassword: string },
      headers: Headers,
    ) {
      const email = newEmail.toLowerCase();
      if (email === user.email.toLowerCase()) throw validationFailed({ newEmail: MY_ACCOUNT_MESSAGES.sameEmail });
      try {
        await auth.api.verifyPassword({ body: { password: currentPassword }, headers });
      } catch (error) {
        throw asWrongCurrentPassword(error);
      }
      const { internalAdapter } = await auth.$context;
      await runInTransaction(db, async (tx) => {
        if (await internalAdapter.findUserByEmail(email)) {
          await mail.enqueue(tx, addressInUseMail(email));
          return;
        }
        // Letters and digits (190 bits): nothing a mail client or a URL could split or escape.
        const token = generateRandomString(32, 'a-z', 'A-Z', '0-9');
        await internalAdapter.createVerificationValue({
          identifier: `${IDENTIFIER_PREFIX}${token}`,
          value: JSON.stringify({ userId: user.id, newEmail: email } satisfies z.infer<typeof pendingChangeSchema>),
          expiresAt: new Date(now().getTime() + EMAIL_CHANGE_LINK_HOURS * 60 * 60 * 1000),
        });
        const link = new URL(`${CONFIRMATION_PAGE}?token=${token}`, publicUrl).toString();
        await mail.enqueue(tx, confirmationMail(email, link, EMAIL_CHANGE_LINK_HOURS));
      });
      mail.deliverSoon();
      return { newEmail: email };
    },

    /**
     * Makes the link's address the account's email, once: the link is consumed in the transaction
     * that changes the email and tells the old address. An expired or used link is a 400; an
     * address another account took meanwhile is a 409 and changes nothing.
     */
    async confirm(token: string) {
      const { internalAdapter } = await auth.$context;
      const email = await runInTransaction(db, async (tx) => {
        const pending = await internalAdapter.consumeVerificationValue(`${IDENTIFIER_PREFIX}${token}`);
        if (!pending) throw linkInvalid();
        const { userId, newEmail } = pendingChangeSchema.parse(JSON.parse(pending.value));
        const moved = await moveEmail(tx, userId, newEmail);
        if (moved === undefined) throw linkInvalid();
        if (moved === 'taken') {
          throw conflict('EMAIL_TAKEN', MY_ACCOUNT_MESSAGES.emailTaken, { token: MY_ACCOUNT_MESSAGES.emailTaken });
        }
        await mail.enqueue(tx, emailChangedMail(moved.previousEmail, newEmail));
        return newEmail;
      });
      mail.deliverSoon();
      return { email };
    },
  };
}
