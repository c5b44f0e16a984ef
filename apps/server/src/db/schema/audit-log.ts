import type { AuditAction } from '@topgear/shared/audit';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';

/**
 * What administrators and managers did: who, what, when. The sentence is written when it happens,
 * so an entry still reads right after its subject, or its author, is gone.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null once the author's account is deleted; their name stays in `actorName`. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    /** The id of what was acted on (a user, a blog, a booking…), when there is one. */
    subjectId: text('subject_id'),
    summary: text('summary').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_log_newest_first').on(table.createdAt.desc(), table.id.desc()),
    index('audit_log_actor_newest_first').on(table.actorId, table.createdAt.desc(), table.id.desc()),
  ],
);
