import type { Redis } from 'ioredis';
import { rateCounter, retryAfterSeconds } from '../../rate-counter';

/** How many reset links may be asked for, per client address and per email, in one window. */
export const PASSWORD_RESET_LIMITS = {
  perAddress: 10,
  perEmail: 3,
  windowSeconds: 60 * 60,
};

export type ResetRequestAdmission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts requests for a reset link per client address and per email, whether or not an account
 * uses the address, so a refusal says nothing about accounts either. Counters live in Redis when
 * there is one, so every process sees the same counts (like sign-in's, decision 010).
 */
export function createPasswordResetThrottle({ redis }: { redis: Redis | undefined }) {
  const { perAddress, perEmail, windowSeconds } = PASSWORD_RESET_LIMITS;
  const byAddress = rateCounter(redis, 'password-reset:address', perAddress, windowSeconds);
  const byEmail = rateCounter(redis, 'password-reset:email', perEmail, windowSeconds);

  return {
    async admit({ address, email }: { address: string; email: string }): Promise<ResetRequestAdmission> {
      try {
        await byAddress.consume(address);
        await byEmail.consume(email.toLowerCase());
      } catch (refusal) {
        return { allowed: false, retryAfterSeconds: retryAfterSeconds(refusal) };
      }
      return { allowed: true };
    },
  };
}
