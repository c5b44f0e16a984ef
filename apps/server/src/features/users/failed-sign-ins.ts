import type { Redis } from 'ioredis';

export type Admission = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts sign-in attempts per key within a window. An attempt is counted before the password is
 * checked, so requests sent all at once cannot slip past the limit together; a successful sign-in
 * clears the count, so only failures add up.
 */
export interface FailedSignIns {
  /** Counts one attempt; refused once more than `max` are counted in the window. */
  admit(key: string): Promise<Admission>;
  /** Forgets the key's attempts, after a successful sign-in. */
  clear(key: string): Promise<void>;
}

interface Options {
  max: number;
  windowMs: number;
  redis: Redis | undefined;
}

export function createFailedSignIns({ max, windowMs, redis }: Options): FailedSignIns {
  return redis ? redisCounter(redis, max, windowMs) : memoryCounter(max, windowMs);
}

const admission = (count: number, max: number, remainingMs: number): Admission =>
  count <= max ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };

/** Sweep expired keys once the map holds this many, so memory follows active attackers only. */
const SWEEP_AT = 1_000;

function memoryCounter(max: number, windowMs: number): FailedSignIns {
  const counts = new Map<string, { count: number; expiresAt: number }>();
  return {
    async admit(key) {
      const now = Date.now();
      if (counts.size >= SWEEP_AT) {
        for (const [stale, entry] of counts) if (entry.expiresAt <= now) counts.delete(stale);
      }
      const current = counts.get(key);
      const entry = current && current.expiresAt > now ? current : { count: 0, expiresAt: now + windowMs };
      entry.count += 1;
      counts.set(key, entry);
      return admission(entry.count, max, entry.expiresAt - now);
    },
    async clear(key) {
      counts.delete(key);
    },
  };
}

const KEY_PREFIX = 'topgear:failed-sign-ins:';
/** Increments, starts the window on the first attempt, and reports the window's remaining time. */
const ADMIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

function redisCounter(redis: Redis, max: number, windowMs: number): FailedSignIns {
  return {
    async admit(key) {
      const [count, remainingMs] = (await redis.eval(ADMIT_SCRIPT, 1, KEY_PREFIX + key, windowMs)) as [number, number];
      return admission(count, max, remainingMs);
    },
    async clear(key) {
      await redis.del(KEY_PREFIX + key);
    },
  };
}
