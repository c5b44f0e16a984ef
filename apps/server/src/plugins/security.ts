import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, HttpError } from '../http-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SecurityOptions {
  publicUrl: string;
  /** Requests per minute one client address may make to the API. */
  apiRequestsPerMinute: number;
}

const isApiRequest = (request: FastifyRequest) => request.url.startsWith('/api/');

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Whether a browser request's `Origin` is ours: `PUBLIC_URL`, or the host it was sent to.
     * Requests without an Origin (same-origin navigations, other programs) pass.
     */
    isAllowedOrigin(origin: string | undefined, host: string | undefined): boolean;
  }
}

/** Headers, cross-site request refusal and API rate limits for every route. */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    const https = options.publicUrl.startsWith('https:');
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'connect-src': ["'self'"],
          'upgrade-insecure-requests': https ? [] : null,
        },
      },
      strictTransportSecurity: https,
    });

    await app.register(rateLimit, {
      global: true,
      max: options.apiRequestsPerMinute,
      timeWindow: '1 minute',
      // Pages and static assets are not metered; the API is.
      allowList: (request) => !isApiRequest(request),
      ...(app.redis && { redis: app.redis, nameSpace: 'topgear:rate-limit:' }),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, 'TOO_MANY_REQUESTS', `Too many requests. Please try again in ${context.after}.`),
    });

    // JSON bodies only: a plain HTML form on another site cannot produce one.
    app.removeContentTypeParser('text/plain');

    const trustedOrigins = new Set([new URL(options.publicUrl).origin]);
    app.decorate('isAllowedOrigin', (origin: string | undefined, host: string | undefined) => {
      if (origin === undefined || trustedOrigins.has(origin)) return true;
      return URL.canParse(origin) && new URL(origin).host === host;
    });
    // Session cookies are SameSite=Lax; refusing foreign Origins on writes closes the remaining gaps.
    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
      if (!app.isAllowedOrigin(request.headers.origin, request.host)) {
        throw forbidden('Requests from other sites are not allowed.');
      }
    });
  },
  { name: 'security', dependencies: ['errors', 'redis'] },
);
