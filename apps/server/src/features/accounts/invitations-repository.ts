import type { InvitationPlacement } from '@topgear/shared/invitations';
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

const placementColumns: { [Column in keyof InvitationPlacement]: (typeof invitations)[Column] } = {
  firstName: invitations.firstName,
  lastName: invitations.lastName,
  jobTitle: invitations.jobTitle,
  departmentId: invitations.departmentId,
  managerEmail: invitations.managerEmail,
  startDate: invitations.startDate,
};

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

/**
 * Invites many addresses at once, each with its placement: a new pending invitation, or a new
 * link and placement for the one an address has (its old link stops working). One statement for
 * thousands of people: the rows travel as one JSON parameter.
 */
export async function upsertInvitations(
  db: Executor,
  invitees: ReadonlyArray<{ email: string; link: InvitationLink; placement: InvitationPlacement }>,
) {
  if (invitees.length === 0) return;
  const rows = invitees.map(({ email, link, placement }) => ({ email, ...link, ...placement }));
  await db.execute(sql`
    insert into ${invitations} (email, token_hash, invited_by, sent_at, expires_at,
      first_name, last_name, job_title, department_id, manager_email, start_date)
    select email, "tokenHash", "invitedBy", "sentAt", "expiresAt",
      "firstName", "lastName", "jobTitle", "departmentId", "managerEmail", "startDate"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(email text, "tokenHash" text, "invitedBy" text,
      "sentAt" timestamptz, "expiresAt" timestamptz, "firstName" text, "lastName" text, "jobTitle" text,
      "departmentId" uuid, "managerEmail" text, "startDate" date)
    on conflict (email) where accepted_at is null do update set
      token_hash = excluded.token_hash, invited_by = excluded.invited_by, sent_at = excluded.sent_at,
      expires_at = excluded.expires_at, first_name = excluded.first_name, last_name = excluded.last_name,
      job_title = excluded.job_title, department_id = excluded.department_id,
      manager_email = excluded.manager_email, start_date = excluded.start_date
  `);
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
 * resolves with its address and the placement it carries, or undefined. Of two registrations with one token, the second waits
 * on the row's lock and then finds it accepted.
 */
export async function acceptInvitation(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(invitations)
    .set({ acceptedAt: now })
    .where(and(eq(invitations.tokenHash, tokenHash), pending, sql`${invitations.expiresAt} > ${now}`))
    .returning({ email: invitations.email, ...placementColumns });
  if (row === undefined) return undefined;
  const { email, ...placement } = row;
  return { email, placement };
}

/**
 * Accepts the pending invitation of `email`, expired or not, for someone who proved the address
 * another way (single sign-on): the placement an administrator gave them still stands, and the
 * invitation leaves the pending list. Undefined when the address has none pending.
 */
export async function acceptPendingInvitationOf(db: Executor, email: string, now: Date) {
  const [row] = await db
    .update(invitations)
    .set({ acceptedAt: now })
    .where(and(eq(invitations.email, email), pending))
    .returning(placementColumns);
  return row;
}

export async function findInvitationByToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      email: invitations.email,
      firstName: invitations.firstName,
      lastName: invitations.lastName,
      jobTitle: invitations.jobTitle,
      expiresAt: invitations.expiresAt,
      acceptedAt: invitations.acceptedAt,
    })
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
