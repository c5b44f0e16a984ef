import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, HttpError } from '../http-errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const DEFAULT_API_REQUESTS_PER_MINUTE = 300;

/** Browser features no page of ours uses, turned off for every page and anything embedded in one. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'browsing-topics=()',
].join(', ');

export interface SecurityOptions {
  publicUrl: string;
  /** Whether the peer at `address` is one of our proxies (TRUST_PROXY), allowed to report the host. */
  isTrustedProxy: ((address: string, hop: number) => boolean) | undefined;
  /** Requests per minute one client address may make to the API. */
  apiRequestsPerMinute: number;
  /** Script sources besides our own files: the hashes of the scripts inside the web build's index.html. */
  inlineScripts: string[];
}

const OWN_REQUEST_HEADER = 'x-topgear-own-request';

/** Whether the request is for the API, by the route it matched: the path the router decoded, not the raw URL. */
const isApiRequest = (request: FastifyRequest) => (request.routeOptions.url ?? request.url).startsWith('/api/');

/** The last value of a header a chain of proxies may have appended to: the one our own proxy wrote. */
const lastEntry = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.at(-1) : value)?.split(',').at(-1)?.trim() || undefined;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Whether a browser request's `Origin` is ours: `PUBLIC_URL`'s, or the one a trusted proxy
     * says the browser asked for (X-Forwarded-Proto and X-Forwarded-Host). Requests without an
     * Origin (same-origin navigations, other programs) pass. The Host header alone proves nothing.
     */
    isAllowedOrigin(request: IncomingMessage): boolean;
    /**
     * Headers for requests the app makes of itself (a page render fetching its content): they
     * carry this process's secret and are not metered by the API's rate limit.
     */
    ownRequestHeaders: Record<string, string>;
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
          // Pictures an administrator links (a blog's, a directory card's) may live on any https host
          // (decision 015); scripts, styles and connections stay same-origin.
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'font-src': ["'self'", 'data:'],
          'script-src': ["'self'", ...options.inlineScripts],
          'style-src': ["'self'", "'unsafe-inline'"],
          'connect-src': ["'self'"],
          'upgrade-insecure-requests': https ? [] : null,
        },
      },
      strictTransportSecurity: https,
    });

    const ownRequestSecret = randomBytes(24).toString('base64url');
    app.decorate('ownRequestHeaders', { [OWN_REQUEST_HEADER]: ownRequestSecret });

    await app.register(rateLimit, {
      global: true,
      max: options.apiRequestsPerMinute,
      timeWindow: '1 minute',
      // Pages and static assets are not metered, nor the app's own requests; the API is.
      allowList: (request) => !isApiRequest(request) || request.headers[OWN_REQUEST_HEADER] === ownRequestSecret,
      ...(app.redis && { redis: app.redis, nameSpace: 'topgear:rate-limit:' }),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, 'TOO_MANY_REQUESTS', `Too many requests. Please try again in ${context.after}.`),
    });

    // JSON bodies only: a plain HTML form on another site cannot produce one.
    app.removeContentTypeParser('text/plain');

    const publicOrigin = new URL(options.publicUrl).origin;

    /** The origin a trusted proxy says the browser asked for; none when the peer is not one of our proxies. */
    function forwardedOrigin(request: IncomingMessage) {
      const peer = request.socket.remoteAddress;
      const host = lastEntry(request.headers['x-forwarded-host']);
      if (!peer || !host || !options.isTrustedProxy?.(peer, 0)) return undefined;
      const encrypted = (request.socket as Partial<TLSSocket>).encrypted === true;
      return `${lastEntry(request.headers['x-forwarded-proto']) ?? (encrypted ? 'https' : 'http')}://${host}`;
    }

    app.decorate('isAllowedOrigin', (request: IncomingMessage) => {
      const { origin } = request.headers;
      return origin === undefined || origin === publicOrigin || origin === forwardedOrigin(request);
    });
    // Session cookies are SameSite=Lax; refusing foreign Origins on writes closes the remaining gaps.
    app.addHook('onRequest', async (request, reply) => {
      void reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
      if (!app.isAllowedOrigin(request.raw)) throw forbidden('Requests from other sites are not allowed.');
    });
  },
  { name: 'security', dependencies: ['errors', 'redis'] },
);
