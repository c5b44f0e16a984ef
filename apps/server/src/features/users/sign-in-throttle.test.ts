import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createSignInThrottle, SIGN_IN_LIMITS, type SignInAttempt, type SignInLimits } from './sign-in-throttle';

const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
afterAll(() => redis.quit());

const LIMITS: SignInLimits = { perAddress: 3, perAccount: 5, windowSeconds: 60, knownAddressSeconds: 3600 };

const allowed = (attempt: SignInAttempt) => attempt.allowed;
const uniqueEmail = () => `${randomUUID()}@example.com`;
let addressCounter = 0;
/** Distinct within a test; every test has accounts of its own, so addresses need not differ across tests. */
const uniqueAddress = () => {
  addressCounter += 1;
  return `10.9.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

describe.each([
  ['in memory', () => undefined],
  ['in Redis', () => redis],
])('sign-in attempts counted %s', (_where, redisFor) => {
  const throttle = (limits: Partial<SignInLimits> = {}) =>
    createSignInThrottle({ redis: redisFor(), limits: { ...LIMITS, ...limits } });

  it('lets one address try an account up to the limit, then refuses with the time left in the window', async () => {
    const signIns = throttle();
    const attempt = { address: uniqueAddress(), email: uniqueEmail() };
    for (let count = 1; count <= 3; count++) expect(allowed(await signIns.admit(attempt))).toBe(true);

    const refused = await signIns.admit(attempt);
    expect(refused.allowed).toBe(false);
    expect(!refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(allowed(await signIns.admit({ ...attempt, address: uniqueAddress() }))).toBe(true);
    expect(allowed(await signIns.admit({ ...attempt, email: uniqueEmail() }))).toBe(true);
  });

  it('treats the email case-insensitively', async () => {
    const signIns = throttle();
    const address = uniqueAddress();
    const email = uniqueEmail();
    for (const variant of [email, email.toUpperCase(), email]) await signIns.admit({ address, email: variant });
    expect(allowed(await signIns.admit({ address, email: email.toUpperCase() }))).toBe(false);
  });

  it('counts attempts that arrive together', async () => {
    const signIns = throttle();
    const attempt = { address: uniqueAddress(), email: uniqueEmail() };
    const attempts = await Promise.all(Array.from({ length: 8 }, () => signIns.admit(attempt)));
    expect(attempts.filter(allowed)).toHaveLength(3);
  });

  it('starts over for an address after a successful sign-in', async () => {
    const signIns = throttle();
    const attempt = { address: uniqueAddress(), email: uniqueEmail() };
    await signIns.admit(attempt);
    await signIns.admit(attempt);
    const third = await signIns.admit(attempt);
    if (!third.allowed) throw new Error('the third attempt should be let through');
    await third.succeeded();
    for (let count = 1; count <= 3; count++) expect(allowed(await signIns.admit(attempt))).toBe(true);
  });

  it('stops guessing spread over many addresses once the account has had its share of failures', async () => {
    const signIns = throttle();
    const email = uniqueEmail();
    const spread = await Promise.all(
      Array.from({ length: 9 }, () => signIns.admit({ address: uniqueAddress(), email })),
    );
    expect(spread.filter(allowed)).toHaveLength(5);

    const newcomer = await signIns.admit({ address: uniqueAddress(), email });
    expect(newcomer.allowed).toBe(false);
    expect(!newcomer.allowed && newcomer.retryAfterSeconds).toBeGreaterThan(55);
  });

  it('keeps letting the owner in from an address they signed in from before, while strangers are held back', async () => {
    const signIns = throttle({ knownAddressSeconds: SIGN_IN_LIMITS.knownAddressSeconds });
    const email = uniqueEmail();
    const home = uniqueAddress();
    const first = await signIns.admit({ address: home, email });
    if (!first.allowed) throw new Error('the first attempt should be let through');
    await first.succeeded();

    // Long enough for a store that forgot the address at once to show it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (let count = 1; count <= 6; count++) await signIns.admit({ address: uniqueAddress(), email });
    expect(allowed(await signIns.admit({ address: uniqueAddress(), email }))).toBe(false);

    expect(allowed(await signIns.admit({ address: home, email }))).toBe(true);
  });

  it('does not count an account’s successful sign-ins towards its ceiling', async () => {
    const signIns = throttle();
    const email = uniqueEmail();
    for (let count = 1; count <= 8; count++) {
      const attempt = await signIns.admit({ address: uniqueAddress(), email });
      if (!attempt.allowed) throw new Error(`sign-in ${count} was refused`);
      await attempt.succeeded();
    }
  });

  it('lets attempts through again once the window has passed', async () => {
    const signIns = throttle({ windowSeconds: 1 });
    const attempt = { address: uniqueAddress(), email: uniqueEmail() };
    for (let count = 1; count <= 4; count++) await signIns.admit(attempt);
    expect(allowed(await signIns.admit(attempt))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(allowed(await signIns.admit(attempt))).toBe(true);
  });
});
