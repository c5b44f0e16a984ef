import { LRUCache } from 'lru-cache';
import type { SessionUser } from './auth';

/** A session Better Auth has checked: whose it is, and until when it is valid. */
export interface CheckedSession {
  sessionId: string;
  user: SessionUser;
  expiresAt: Date;
}

export interface SessionCacheLimits {
  /** How many sessions one process keeps; the least recently used go first. */
  maxEntries: number;
  /** How long a checked session is kept, so Better Auth still sees each session (and refreshes it) that often. */
  maxAgeMs: number;
}

export const SESSION_CACHE_LIMITS: SessionCacheLimits = { maxEntries: 10_000, maxAgeMs: 60_000 };

/** The channel the database announces changes to sessions and people on (migration 0007). */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** The payload announcing that every session may have changed (TRUNCATE). */
const EVERYONE = '*';

/**
 * The sessions this process has checked, keyed by the exact value of the signed session cookie
 * (token and signature), so only a value Better Auth has verified can ever be found. The database
 * announces every change to a person or their sessions (`forget`), and the cache is trusted only
 * while those announcements arrive (`trust`): losing them empties and bypasses it (decision 031).
 */
export function createSessionCache({ maxEntries, maxAgeMs }: SessionCacheLimits) {
  const keysByUser = new Map<string, Set<string>>();
  const sessions = new LRUCache<string, CheckedSession>({
    max: maxEntries,
    ttl: maxAgeMs,
    // Called for whatever leaves: evicted, expired, replaced, forgotten.
    dispose: (session, key) => {
      const keys = keysByUser.get(session.user.id);
      keys?.delete(key);
      if (keys?.size === 0) keysByUser.delete(session.user.id);
    },
  });
  let trusted = false;
  /** Counts what was forgotten, so a lookup that raced a change does not keep what it read. */
  let generation = 0;

  function forgetAll() {
    generation += 1;
    sessions.clear();
  }

  return {
    /** Where a lookup starts: hand it to `keep` with what the lookup found. */
    get generation() {
      return generation;
    },
    get(key: string) {
      return trusted ? sessions.get(key) : undefined;
    },
    /** Keeps a checked session, unless something was forgotten since `since` (the lookup may predate it). */
    keep(key: string, session: CheckedSession, since: number) {
      const ttl = Math.min(maxAgeMs, session.expiresAt.getTime() - Date.now());
      if (!trusted || since !== generation || ttl <= 0) return;
      sessions.set(key, session, { ttl });
      const keys = keysByUser.get(session.user.id) ?? new Set();
      keysByUser.set(session.user.id, keys.add(key));
    },
    /** An announcement from the database: one person's id, or everyone. */
    forget(payload: string) {
      if (payload === EVERYONE) return forgetAll();
      generation += 1;
      for (const key of [...(keysByUser.get(payload) ?? [])]) sessions.delete(key);
    },
    /** Whether announcements arrive; either way, what was kept until now may be out of date. */
    trust(listening: boolean) {
      trusted = listening;
      forgetAll();
    },
  };
}

/**
 * The raw value of the one cookie called `name` in a Cookie header, or undefined when it is absent
 * or repeated: with a single one, Better Auth's parser reads the same cookie, whichever of several
 * it would pick.
 */
export function onlyCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  let found: string | undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    if (found !== undefined) return undefined;
    found = pair.slice(separator + 1).trim();
  }
  return found;
}
