import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const tasksRoutes: FastifyPluginAsyncZod = async () => {};
