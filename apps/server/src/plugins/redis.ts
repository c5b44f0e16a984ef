import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared by every process when REDIS_URL is set; undefined for a single process. */
    redis: Redis | undefined;
  }
}

/** Exposes the Redis client the caller opened; the caller also closes it, after the app. */
export const redisPlugin = fp(
  async (app: FastifyInstance, options: { redis: Redis | undefined }) => {
    app.decorate('redis', options.redis);
  },
  { name: 'redis' },
);
