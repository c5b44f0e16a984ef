import type { AuditAction } from '@topgear/shared/audit';
import type { Executor, Transaction } from './db/client';
import type { SessionUser } from './plugins/auth';

/** Who did it: an administrator or a manager, named in the entry as they were named then. */
export type Actor = Pick<SessionUser, 'id' | 'fullName'>;

export interface AuditRecord {
  action: AuditAction;
  /** What happened, in one sentence ("Made Ana Silva an admin"). */
  summary: string;
  /** The id of what was acted on, when there is one. */
  subjectId?: string;
}

/**
 * How a feature records what an administrator or a manager did; the audit feature provides it and
 * `app.ts` hands it to the features that need it, as it does the `Notifier`.
 */
export interface Auditor {
  /**
   * Records the action in `tx`, the transaction of the change itself: the entry and the change are
   * stored together or not at all, so the log never claims something that was rolled back.
   */
  record(tx: Executor, actor: Actor, entry: AuditRecord): Promise<void>;
  /**
   * Runs `write` in one transaction and records, in it, the entry `entryOf` makes of its result:
   * for a change that is only a write and its entry (adding a blog, removing a card).
   */
  writeAndRecord<Result>(
    actor: Actor,
    write: (tx: Transaction) => Promise<Result>,
    entryOf: (result: Result) => AuditRecord,
  ): Promise<Result>;
}
