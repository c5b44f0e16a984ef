import { contentAt, PUBLIC_CONTENT, type ContentName } from '@topgear/shared/page-render';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ContentChanges } from '../content-changes';
import type { ReadyDocument } from './page-document';

/** Rendered pages are kept this long at most, so what depends on the clock stays current. */
const PAGE_TTL_MS = 60_000;
const MAX_BYTES = 64 * 1024 * 1024;
const CHANGED_CHANNEL = 'topgear:pages:changed';

const isContentName = (name: string): name is ContentName => Object.hasOwn(PUBLIC_CONTENT, name);

/**
 * The content a render read, by name; null when it read an API address that no content names
 * (`PUBLIC_CONTENT`): nothing would announce its change, so such a page is not kept.
 */
export function contentRead(read: readonly string[]): ContentName[] | null {
  const names = read.map(contentAt);
  return names.every((name) => name !== undefined) ? [...new Set(names)] : null;
}

/**
 * Rendered pages by URL. Concurrent requests for a page that is not kept share one render. When a
 * service announces a change of content (`ContentChanges`), every process (through Redis when
 * there are several) drops the pages that read it, so the next visitor gets a fresh render; a
 * render under way that read it is sent once and not kept.
 */
export async function createPageCache(
  app: FastifyInstance,
  render: (url: string) => Promise<ReadyDocument>,
  changes: ContentChanges,
) {
  /** How often each content has changed in this process: a render compares them before and after. */
  const versions = new Map<ContentName, number>();
  const cache = new LRUCache<string, ReadyDocument>({
    maxSize: MAX_BYTES,
    sizeCalculation: (document) => document.identity.length + document.br.length + document.gzip.length,
    ttl: PAGE_TTL_MS,
    fetchMethod: async (url) => {
      const before = new Map(versions);
      const document = await render(url);
      const changedMeanwhile = document.content.some((name) => versions.get(name) !== before.get(name));
      return changedMeanwhile ? { ...document, cacheable: false } : document;
    },
  });

  const drop = (name: ContentName) => {
    versions.set(name, (versions.get(name) ?? 0) + 1);
    for (const url of [...cache.keys()]) {
      if (cache.peek(url)?.content.includes(name)) cache.delete(url);
    }
  };

  const subscriber = app.redis?.duplicate();
  if (subscriber) {
    await subscriber.subscribe(CHANGED_CHANNEL);
    subscriber.on('message', (_channel, name: string) => {
      if (isContentName(name)) drop(name);
    });
    app.addHook('onClose', async () => {
      await subscriber.quit();
    });
  }

  changes.onChange((name) => {
    drop(name);
    app.redis?.publish(CHANGED_CHANNEL, name).catch((error: unknown) => {
      app.log.warn({ err: error }, `other processes may show ${name} as it was for up to a minute`);
    });
  });

  return {
    async get(url: string): Promise<ReadyDocument> {
      const document = await cache.fetch(url);
      if (!document) return render(url);
      if (!document.cacheable) cache.delete(url);
      return document;
    },
  };
}
