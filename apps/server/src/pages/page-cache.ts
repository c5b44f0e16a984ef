import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ReadyDocument } from './page-document';

/** Rendered pages are kept this long at most, so what depends on the clock stays current. */
const PAGE_TTL_MS = 60_000;
const MAX_BYTES = 64 * 1024 * 1024;
const CHANGED_CHANNEL = 'topgear:pages:changed';

/**
 * Writes to these parts of the API change what public pages show (the sign-up page shows who may
 * sign up, the login page the identity provider's button).
 */
const CONTENT_WRITE = /^\/api\/(blogs|ebooks|courses|reviews|demo|users|account-settings|identity-provider)(\/|\?|$)/;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Rendered pages by URL. Concurrent requests for a page that is not kept share one render. A
 * successful content write anywhere empties the cache of every process (through Redis when there
 * are several), so the next visitor gets a fresh render.
 */
export async function createPageCache(app: FastifyInstance, render: (url: string) => Promise<ReadyDocument>) {
  const cache = new LRUCache<string, ReadyDocument>({
    maxSize: MAX_BYTES,
    sizeCalculation: (document) => document.identity.length + document.br.length + document.gzip.length,
    ttl: PAGE_TTL_MS,
    fetchMethod: (url) => render(url),
  });

  const subscriber = app.redis?.duplicate();
  if (subscriber) {
    await subscriber.subscribe(CHANGED_CHANNEL);
    subscriber.on('message', () => cache.clear());
    app.addHook('onClose', async () => {
      await subscriber.quit();
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    if (READS.has(request.method) || reply.statusCode >= 400 || !CONTENT_WRITE.test(request.url)) return;
    cache.clear();
    await app.redis?.publish(CHANGED_CHANNEL, request.url);
  });

  return {
    async get(url: string): Promise<ReadyDocument> {
      // A render under way when the cache is emptied is abandoned by the cache: render again, unkept.
      const document = await cache.fetch(url).catch(() => undefined);
      if (!document) return render(url);
      if (!document.cacheable) cache.delete(url);
      return document;
    },
  };
}
