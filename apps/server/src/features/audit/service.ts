import type { PageQuery } from '@topgear/shared/pagination';
import type { Auditor } from '../../audit';
import type { Database } from '../../db/client';
import { insertEntry, latestEntries, listEntries } from './repository';

/** The audit log: written inside each administrator's or manager's change, read by administrators. */
export function createAuditService({ db }: { db: Database }) {
  const record: Auditor['record'] = (tx, actor, { action, summary, subjectId }) =>
    insertEntry(tx, { actorId: actor.id, actorName: actor.fullName, action, summary, subjectId });

  const auditor: Auditor = {
    record,
    writeAndRecord: (actor, write, entryOf) =>
      db.transaction(async (tx) => {
        const result = await write(tx);
        await record(tx, actor, entryOf(result));
        return result;
      }),
  };

  return {
    ...auditor,

    /** Everything, newest first. */
    list: (page: PageQuery) => listEntries(db, page),

    /** The newest entries, of one author when `actorId` is given: the overview's "latest activity". */
    latest: (limit: number, actorId?: string) => latestEntries(db, limit, actorId),
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
