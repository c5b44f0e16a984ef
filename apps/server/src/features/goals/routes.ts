import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const goalsRoutes: FastifyPluginAsyncZod = async () => {};
