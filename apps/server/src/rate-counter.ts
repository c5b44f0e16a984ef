import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * A counter of `points` per `duration` seconds and key, kept in Redis when there is one, so that
 * every process counts against the same allowance, and in this process's memory otherwise.
 */
export function rateCounter(
  redis: Redis | undefined,
  name: string,
  points: number,
  duration: number,
): RateLimiterAbstract {
  return redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `topgear:${name}`, points, duration })
    : new RateLimiterMemory({ keyPrefix: name, points, duration });
}

/**
 * The whole seconds to wait (at least one) when `refusal` is the counter saying no; anything else
 * (Redis failing, say) is thrown on.
 */
export function retryAfterSeconds(refusal: unknown): number {
  if (!(refusal instanceof RateLimiterRes)) throw refusal;
  return Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
}
