import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const leaveRoutes: FastifyPluginAsyncZod = async () => {};
