import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';

export const SESSION_ACTIVITY_FLUSH_MS = 60_000;

/**
 * Keeps `sessions.last_active_at` current to within a minute without a write per request: the
 * sessions this process served are noted in memory and written in one statement a minute, and on
 * close. A row is only ever moved forward, whichever process writes it.
 */
export function createSessionActivity({ db, log }: { db: Database; log: FastifyBaseLogger }) {
  let seen = new Map<string, number>();

  async function flush() {
    if (seen.size === 0) return;
    const batch = seen;
    seen = new Map();
    const rows = JSON.stringify([...batch].map(([id, at]) => ({ id, at: new Date(at).toISOString() })));
    try {
      await db
        .update(sessions)
        .set({ lastActiveAt: sql`seen.at` })
        .from(sql`jsonb_to_recordset(${rows}::jsonb) as seen(id text, at timestamptz)`)
        .where(and(eq(sessions.id, sql`seen.id`), lt(sessions.lastActiveAt, sql`seen.at`)));
    } catch (error) {
      log.warn({ err: error }, 'could not record when sessions were last active; trying again later');
      for (const [id, at] of batch) if (!seen.has(id)) seen.set(id, at);
    }
  }

  const timer = setInterval(() => void flush(), SESSION_ACTIVITY_FLUSH_MS).unref();
  return {
    /** Notes that the session `sessionId` made a request now. */
    seen(sessionId: string) {
      seen.set(sessionId, Date.now());
    },
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
