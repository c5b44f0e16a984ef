import { MY_ACCOUNT_MESSAGES } from '@topgear/shared/my-account';
import { isAPIError } from 'better-auth/api';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError, tooManyRequests, validationFailed } from '../../http-errors';
import { rateCounter, retryAfterSeconds } from '../../rate-counter';

/** Wrong current passwords one account may send within the window, from anywhere. */
export const PASSWORD_ATTEMPT_LIMITS = { perAccount: 5, windowSeconds: 15 * 60 };

/** The 400 for a wrong current password, on the field that holds it. */
export const wrongCurrentPassword = () =>
  validationFailed({ currentPassword: MY_ACCOUNT_MESSAGES.wrongCurrentPassword });

/** Better Auth's answer when the password it checked was wrong, as our 400; anything else unchanged. */
export function asWrongCurrentPassword(error: unknown): unknown {
  return isAPIError(error) && error.body?.code === 'INVALID_PASSWORD' ? wrongCurrentPassword() : error;
}

const isWrongCurrentPassword = (error: unknown) =>
  error instanceof HttpError && error.fields?.currentPassword === MY_ACCOUNT_MESSAGES.wrongCurrentPassword;

/**
 * Counts the wrong current passwords sent to My account's forms (password and email change), so a
 * stolen session cannot be used to guess the password behind it: after `perAccount` wrong ones in
 * the window, 429 with Retry-After. Like sign-in (decision 010), each attempt is counted before the
 * password is checked, so attempts sent all at once cannot pass together; a right password clears
 * the count, and a failure for another reason (a weak new password) gives its attempt back.
 */
export function createPasswordAttempts({
  redis,
  limits = PASSWORD_ATTEMPT_LIMITS,
}: {
  redis: Redis | undefined;
  limits?: typeof PASSWORD_ATTEMPT_LIMITS;
}) {
  const byAccount = rateCounter(redis, 'password-check:account', limits.perAccount, limits.windowSeconds);

  return {
    /** Runs `work`, which checks `userId`'s current password, as one counted attempt. */
    async counted<T>(userId: string, reply: FastifyReply, work: () => Promise<T>): Promise<T> {
      try {
        await byAccount.consume(userId);
      } catch (refusal) {
        void reply.header('retry-after', retryAfterSeconds(refusal));
        throw tooManyRequests(MY_ACCOUNT_MESSAGES.tooManyPasswordAttempts);
      }
      try {
        const result = await work();
        await byAccount.delete(userId);
        return result;
      } catch (error) {
        if (!isWrongCurrentPassword(error)) await byAccount.reward(userId);
        throw error;
      }
    },
  };
}

export type PasswordAttempts = ReturnType<typeof createPasswordAttempts>;
