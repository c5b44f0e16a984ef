import type { PageQuery } from '@topgear/shared/pagination';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { findPage, newestFirst } from '../../db/pagination';
import { auditLog } from '../../db/schema';

export type NewAuditEntry = typeof auditLog.$inferInsert;

export async function insertEntry(db: Executor, entry: NewAuditEntry) {
  await db.insert(auditLog).values(entry);
}

/** The whole log, newest first, a page at a time. */
export const listEntries = (db: Executor, page: PageQuery) => findPage(db, auditLog, page, { order: 'newest' });

/** The newest `limit` entries, of one author when `actorId` is given. */
export const latestEntries = (db: Executor, limit: number, actorId?: string) =>
  db
    .select()
    .from(auditLog)
    .where(actorId === undefined ? undefined : eq(auditLog.actorId, actorId))
    .orderBy(...newestFirst(auditLog))
    .limit(limit);
