import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const notesRoutes: FastifyPluginAsyncZod = async () => {};
