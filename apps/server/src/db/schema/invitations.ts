import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';
import { orgUnits } from './org-units';

/**
 * Invitations to join: an address, and the SHA-256 of the one-time link's token (the token itself
 * is only ever in the mail, so whoever reads this table cannot use a link). An address has at most
 * one pending invitation; revoking deletes it; registering through it sets `accepted_at`. An
 * invitation from a people import also says where the person will stand (names, job title,
 * department, manager, start date): their profile gets it when they register.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased, as accounts' emails are. */
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The administrator who sent it (or sent it again); null once their account is deleted. */
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    jobTitle: text('job_title'),
    departmentId: uuid('department_id').references(() => orgUnits.id, { onDelete: 'set null' }),
    /** Lower-cased; resolved to an account when the person registers (the manager may join later). */
    managerEmail: text('manager_email'),
    startDate: date('start_date', { mode: 'string' }),
  },
  (table) => [
    uniqueIndex('invitations_pending_email')
      .on(table.email)
      .where(sql`${table.acceptedAt} is null`),
    index('invitations_pending_newest_first')
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.acceptedAt} is null`),
  ],
);
