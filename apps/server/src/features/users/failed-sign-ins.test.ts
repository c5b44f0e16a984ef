import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createFailedSignIns } from './failed-sign-ins';

const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
afterAll(() => redis.quit());

describe.each([
  ['in memory', () => undefined],
  ['in Redis', () => redis],
])('failed sign-ins counted %s', (_where, redisFor) => {
  const counter = (windowMs = 60_000) => createFailedSignIns({ max: 3, windowMs, redis: redisFor() });

  it('admits up to max attempts per key, then refuses with the time left in the window', async () => {
    const failedSignIns = counter();
    const key = randomUUID();
    for (let attempt = 1; attempt <= 3; attempt++) expect(await failedSignIns.admit(key)).toEqual({ allowed: true });

    const refused = await failedSignIns.admit(key);
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(await failedSignIns.admit(randomUUID())).toEqual({ allowed: true });
  });

  it('counts attempts that arrive together', async () => {
    const failedSignIns = counter();
    const key = randomUUID();
    const admissions = await Promise.all(Array.from({ length: 8 }, () => failedSignIns.admit(key)));
    expect(admissions.filter((admission) => admission.allowed)).toHaveLength(3);
  });

  it('starts over after a success clears the key', async () => {
    const failedSignIns = counter();
    const key = randomUUID();
    for (let attempt = 1; attempt <= 3; attempt++) await failedSignIns.admit(key);
    await failedSignIns.clear(key);
    expect(await failedSignIns.admit(key)).toEqual({ allowed: true });
  });

  it('starts over once the window has passed', async () => {
    const failedSignIns = counter(200);
    const key = randomUUID();
    for (let attempt = 1; attempt <= 4; attempt++) await failedSignIns.admit(key);
    expect((await failedSignIns.admit(key)).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await failedSignIns.admit(key)).toEqual({ allowed: true });
  });
});
