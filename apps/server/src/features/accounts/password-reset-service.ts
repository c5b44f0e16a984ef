import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import { PASSWORD_RESET_MESSAGES, RESET_LINK_INVALID } from '@topgear/shared/password-reset';
import { USER_ADMIN_MESSAGES } from '@topgear/shared/users';
import { isAPIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor, Auditor } from '../../audit';
import type { Database } from '../../db/client';
import { runInTransaction } from '../../db/transaction-scope';
import { HttpError, orNotFound, validationFailed } from '../../http-errors';
import { passwordProblem } from '../../password-strength';
import type { Auth } from '../../plugins/auth';
import type { Mail } from '../../plugins/mail';
import { findAccountHolder } from './password-reset-repository';

export interface PasswordResetServiceDeps {
  db: Database;
  auth: Auth;
  mail: Pick<Mail, 'deliverSoon'>;
  auditor: Auditor;
  log: FastifyBaseLogger;
  /** Closes the person's open sockets on every process, once their sessions have ended. */
  disconnect: (userId: string) => void;
}

/** A link that is unknown, used or expired: all three answer alike. */
const linkInvalid = () => new HttpError(410, RESET_LINK_INVALID, PASSWORD_RESET_MESSAGES.linkExpired);

/** Better Auth's refusals of a token that is no longer good, or whose person is gone. */
const DEAD_LINK_CODES = new Set(['INVALID_TOKEN', 'USER_NOT_FOUND']);

/**
 * Password reset through Better Auth's own feature (decision 033): `requestPasswordReset` stores a
 * one-hour token and, through `sendResetPassword` (plugins/auth.ts), queues the mail in the same
 * transaction; `resetPassword` spends the token once, sets the password and deletes every session
 * of the person in one transaction.
 */
export function createPasswordResetService({ db, auth, mail, auditor, log, disconnect }: PasswordResetServiceDeps) {
  const pending = new Set<Promise<void>>();

  /**
   * Stores a token and queues its mail when an account uses `email`, within the caller's
   * transaction; Better Auth does as much work when none does.
   */
  const queueLink = (email: string) => auth.api.requestPasswordReset({ body: { email } });

  /** The person a live link is for, or undefined for a link that is unknown, used or expired. */
  async function holderOf(token: string) {
    const { internalAdapter } = await auth.$context;
    // Better Auth's own name for a reset token's record, hashed the same way on the way in.
    const verification = await internalAdapter.findVerificationValue(`reset-password:${token}`);
    if (!verification || verification.expiresAt <= new Date()) return undefined;
    return findAccountHolder(db, verification.value);
  }

  return {
    /**
     * Starts sending a link to `email` and returns at once: the answer, and how long it takes, are
     * the same whether or not an account uses the address. A failure is logged, never answered.
     */
    requestLink(email: string): void {
      const job = runInTransaction(db, () => queueLink(email))
        .then(() => mail.deliverSoon())
        .catch((error: unknown) => log.error({ err: error }, 'a password reset link could not be queued'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },

    /** Resolves once every link asked for so far is stored and queued (or has failed). */
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },

    /** Whether the link still works: known, unused and unexpired. */
    async isUsable(token: string) {
      return (await holderOf(token)) !== undefined;
    },

    /**
     * Sets the new password of the link's person, refusing one that is easy to guess or made of their
     * own email or names, and ends every session they had; the link works once.
     */
    async reset({ token, password }: { token: string; password: string }) {
      const holder = await holderOf(token);
      if (!holder) throw linkInvalid();
      const ownWords = [holder.email, holder.name, holder.firstName, holder.lastName];
      const problem = await passwordProblem(
        password,
        ownWords.filter((word) => word !== null),
      );
      if (problem) throw validationFailed({ password: problem });
      try {
        await auth.api.resetPassword({ body: { token, newPassword: password } });
      } catch (error) {
        if (isAPIError(error) && DEAD_LINK_CODES.has(String(error.body?.code))) throw linkInvalid();
        throw error;
      }
      disconnect(holder.id);
    },

    /** An administrator sends the person the same link they could ask for; the log records it. */
    async sendLinkAs(actor: Actor, userId: string) {
      const email = await runInTransaction(db, async (tx) => {
        const holder = orNotFound(await findAccountHolder(tx, userId), USER_ADMIN_MESSAGES.notFound);
        await queueLink(holder.email);
        await auditor.record(tx, actor, {
          action: 'user.password-reset-sent',
          summary: AUDIT_SUMMARIES.passwordResetSent(holder.name, holder.email),
          subjectId: holder.id,
        });
        return holder.email;
      });
      mail.deliverSoon();
      return email;
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
