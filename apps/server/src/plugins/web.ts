import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors';

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.url.startsWith('/api/') &&
  !request.url.startsWith('/assets/') &&
  !request.url.startsWith('/media/') &&
  request.url !== '/api';

/**
 * Serves the built web app: hashed assets cached for a year, and `index.html` for every other page
 * path so the client router can render it (its own 404 page included). API paths that match no
 * route answer with the JSON error shape.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: { webDistFolder: string | undefined }) => {
    const root = options.webDistFolder;
    const hasWebBuild = root !== undefined && existsSync(path.join(root, 'index.html'));
    if (root && !hasWebBuild) app.log.warn(`no web build in ${root}: run "npm run build" to serve the pages`);

    if (hasWebBuild) {
      // The built pages and assets are for everyone; what is personal comes from the API. (Not in a
      // child context: the not-found handler below needs the static plugin's `sendFile`.)
      app.addHook('onRoute', (route) => {
        if (!route.url.startsWith('/api/')) route.config = { ...route.config, access: 'public' };
      });
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders: (reply, filePath) => {
          const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
          void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    const sendPage = (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html', root as string);

    app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
      if (hasWebBuild && wantsPage(request)) return sendPage(reply);
      return sendError(reply, 404, {
        code: 'NOT_FOUND',
        message: `There is nothing at ${request.method} ${request.url.split('?')[0]}.`,
      });
    });
  },
  { name: 'web', dependencies: ['security'] },
);
