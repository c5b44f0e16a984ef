import type { PageQuery } from '@topgear/shared/pagination';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { keyset, pageOf } from '../../db/pagination';
import { invitations, users } from '../../db/schema';

/** A new link of an invitation: its token's hash, who sent it, when, and until when it works. */
export interface InvitationLink {
  tokenHash: string;
  invitedBy: string;
  sentAt: Date;
  expiresAt: Date;
}

const pending = isNull(invitations.acceptedAt);

/** Which of these (lower-cased) addresses already belong to an account, deactivated ones included. */
export async function emailsWithAccounts(db: Executor, emails: string[]) {
  if (emails.length === 0) return new Set<string>();
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  return new Set(rows.map((row) => row.email));
}

/** Which of these addresses have a pending invitation. */
export async function emailsInvited(db: Executor, emails: string[]) {
  if (emails.length === 0) return new Set<string>();
  const rows = await db
    .select({ email: invitations.email })
    .from(invitations)
    .where(and(pending, inArray(invitations.email, emails)));
  return new Set(rows.map((row) => row.email));
}

/**
 * Invites the address: a new pending invitation, or a new link for the one it has (whose old
 * link stops working). The unique index on pending addresses settles two administrators
 * inviting the same person at once. Resolves with the invitation's id.
 */
export async function upsertInvitation(db: Executor, email: string, link: InvitationLink) {
  const [row] = await db
    .insert(invitations)
    .values({ email, ...link })
    .onConflictDoUpdate({ target: invitations.email, targetWhere: pending, set: link })
    .returning({ id: invitations.id });
  return row!.id;
}

/** Gives a pending invitation a new link; resolves with its address, or undefined when there is none pending. */
export async function renewInvitation(db: Executor, id: string, link: InvitationLink) {
  const [row] = await db
    .update(invitations)
    .set(link)
    .where(and(eq(invitations.id, id), pending))
    .returning({ email: invitations.email });
  return row?.email;
}

/** Deletes a pending invitation, so its link stops working; resolves with its address, or undefined. */
export async function deletePendingInvitation(db: Executor, id: string) {
  const [row] = await db
    .delete(invitations)
    .where(and(eq(invitations.id, id), pending))
    .returning({ email: invitations.email });
  return row?.email;
}

/**
 * Marks the invitation of this token accepted, unless it was accepted already or has expired;
 * resolves with its address, or undefined. Of two registrations with one token, the second waits
 * on the row's lock and then finds it accepted.
 */
export async function acceptInvitation(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(invitations)
    .set({ acceptedAt: now })
    .where(and(eq(invitations.tokenHash, tokenHash), pending, sql`${invitations.expiresAt} > ${now}`))
    .returning({ email: invitations.email });
  return row?.email;
}

export async function findInvitationByToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ email: invitations.email, expiresAt: invitations.expiresAt, acceptedAt: invitations.acceptedAt })
    .from(invitations)
    .where(eq(invitations.tokenHash, tokenHash));
  return row;
}

const pendingColumns = {
  id: invitations.id,
  email: invitations.email,
  invitedBy: users.name,
  sentAt: invitations.sentAt,
  expiresAt: invitations.expiresAt,
  createdAt: invitations.createdAt,
};

/** A pending invitation with the name of who sent it. */
export async function findPendingInvitation(db: Executor, id: string) {
  const [row] = await db
    .select(pendingColumns)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(eq(invitations.id, id), pending));
  return row;
}

/** Pending invitations, the newest first, expired ones included (they can be sent again). */
export async function listPendingInvitations(db: Executor, page: PageQuery) {
  const { pastCursor, orderBy, limit } = keyset(invitations, page, 'newest');
  const rows = await db
    .select(pendingColumns)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(and(pending, pastCursor))
    .orderBy(...orderBy)
    .limit(limit);
  return pageOf(rows, page);
}
