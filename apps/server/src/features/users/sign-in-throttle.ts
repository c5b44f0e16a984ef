import type { Redis } from 'ioredis';
import { rateCounter, retryAfterSeconds } from '../../rate-counter';

/** How many sign-in attempts are let through, and for how long an address is remembered. */
export interface SignInLimits {
  /** Failed attempts one client address may make for one account within `windowSeconds`. */
  perAddress: number;
  /**
   * Failed attempts an account may receive from all addresses it has not signed in from lately,
   * within `windowSeconds`: what stops guessing spread over many addresses.
   */
  perAccount: number;
  windowSeconds: number;
  /** How long an address that signed in successfully stays exempt from the per-account ceiling. */
  knownAddressSeconds: number;
}

export const SIGN_IN_LIMITS: SignInLimits = {
  perAddress: 5,
  perAccount: 10,
  windowSeconds: 15 * 60,
  // Two weeks; the in-memory store expires entries with a timer, and Node's timers hold 24.8 days at most.
  knownAddressSeconds: 14 * 24 * 60 * 60,
};

export type SignInAttempt =
  | { allowed: true; /** Clears what the attempt counted, once the password was right. */ succeeded(): Promise<void> }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Counts sign-in attempts before the password is checked, so requests sent all at once cannot slip
 * past a limit together; a successful sign-in takes its attempt back. Counters live in Redis when
 * there is one, so every process sees the same counts. See docs/decisions/010.
 */
export function createSignInThrottle({
  redis,
  limits = SIGN_IN_LIMITS,
}: {
  redis: Redis | undefined;
  limits?: SignInLimits;
}) {
  const byAddress = rateCounter(redis, 'sign-in:address', limits.perAddress, limits.windowSeconds);
  const byAccount = rateCounter(redis, 'sign-in:account', limits.perAccount, limits.windowSeconds);
  const knownAddresses = rateCounter(redis, 'sign-in:known', 1, limits.knownAddressSeconds);

  return {
    async admit({ address, email }: { address: string; email: string }): Promise<SignInAttempt> {
      const account = email.toLowerCase();
      const addressKey = `${address}|${account}`;
      const known = (await knownAddresses.get(addressKey)) !== null;
      try {
        await byAddress.consume(addressKey);
        if (!known) await byAccount.consume(account);
      } catch (refusal) {
        return { allowed: false, retryAfterSeconds: retryAfterSeconds(refusal) };
      }
      return {
        allowed: true,
        async succeeded() {
          await Promise.all([
            byAddress.delete(addressKey),
            known ? undefined : byAccount.reward(account),
            knownAddresses.set(addressKey, 1, limits.knownAddressSeconds),
          ]);
        },
      };
    },
  };
}
