import { type Role, USER_ID_PATTERN, type UserListQuery } from '@topgear/shared/users';
import { and, eq, getTableColumns, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { alphabetical, alphabeticalPageOf, containing } from '../../db/pagination';
import { profiles, reviews, sessions, users } from '../../db/schema';

export type NewProfile = typeof profiles.$inferInsert;

export function insertProfile(db: Executor, profile: NewProfile) {
  return db.insert(profiles).values(profile);
}

/** Gives the user a profile unless they have one already. */
export function insertProfileIfMissing(db: Executor, profile: NewProfile) {
  return db.insert(profiles).values(profile).onConflictDoNothing({ target: profiles.userId });
}

export async function findUserIdByEmail(db: Executor, email: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user?.id;
}

/** The roles of the person with this email, which decide whether they may use a password. */
export async function findSignInUser(db: Executor, email: string) {
  const [user] = await db
    .select({ isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return user;
}

export function grantAdmin(db: Executor, userId: string) {
  return db.update(users).set({ isAdmin: true, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Held until the transaction ends: whoever locks an email next waits for this sign-up to finish. */
export function lockEmail(db: Executor, email: string) {
  return db.execute(sql`select pg_advisory_xact_lock(hashtext(${`email:${email.toLowerCase()}`}))`);
}

/** Anything but a person's id in a cursor was not made by us. */
const isUserId = (id: string) => USER_ID_PATTERN.test(id);

/** A person with what the administrators' list shows of their profile. */
const selectManagedUsers = (db: Executor) => {
  const { id, name, image, email, isAdmin, isManager, twoFactorEnabled, createdAt, deactivatedAt } =
    getTableColumns(users);
  return db
    .select({
      id,
      fullName: name,
      image,
      email,
      isAdmin,
      isManager,
      twoFactorEnabled,
      createdAt,
      deactivatedAt,
      company: profiles.company,
      jobRole: profiles.jobRole,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id));
};

/**
 * Everyone alphabetically, or those whose name or email contains `q` (any case): the trigram index
 * `users_search` answers the search, `users_by_name` the order.
 */
export async function listUsers(db: Executor, { q, ...page }: UserListQuery) {
  const { pastCursor, orderBy, limit } = alphabetical({ name: users.name, id: users.id }, page, isUserId);
  const matches = q === undefined ? undefined : sql`(${users.name} || ' ' || ${users.email}) ilike ${containing(q)}`;
  const rows = await selectManagedUsers(db)
    .where(and(matches, pastCursor))
    .orderBy(...orderBy)
    .limit(limit);
  return alphabeticalPageOf(rows, page, (row) => row.fullName);
}

export async function findManagedUser(db: Executor, id: string) {
  const [user] = await selectManagedUsers(db).where(eq(users.id, id));
  return user;
}

/**
 * Locks every administrator's row until the transaction ends and answers the ids of the active
 * ones (not deactivated): role changes, deactivations and deletions take turns, so two
 * administrators removing or deactivating each other cannot both succeed and leave the company
 * without one who can sign in. Locked in id order, so two of these never wait on each other.
 */
export async function lockAdmins(db: Executor) {
  const rows = await db
    .select({ id: users.id, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(users.id)
    .for('update');
  return rows.filter((row) => row.deactivatedAt === null).map((row) => row.id);
}

const roleColumn = { admin: users.isAdmin, manager: users.isManager } as const;

/** Gives or takes `role`; resolves with whether that changed anything (false when already so, or no such person). */
export async function setRole(db: Executor, id: string, role: Role, held: boolean) {
  const changed = await db
    .update(users)
    .set({ ...(role === 'admin' ? { isAdmin: held } : { isManager: held }), updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(roleColumn[role], !held)))
    .returning({ id: users.id });
  return changed.length > 0;
}

/**
 * Deletes the person: their account, sessions and every row of theirs goes with it (foreign keys
 * cascade), and their product reviews, which carry their name, are deleted first. Resolves with
 * their name and email, or undefined when there was no such person.
 */
export async function deleteUser(db: Executor, id: string) {
  await db.delete(reviews).where(eq(reviews.userId, id));
  const [deleted] = await db.delete(users).where(eq(users.id, id)).returning({ name: users.name, email: users.email });
  return deleted;
}

/**
 * Deactivates the person (`at` a time) or reactivates them (`at` null); resolves with whether that
 * changed anything (false when they already were so, or there is no such person).
 */
export async function setDeactivated(db: Executor, id: string, at: Date | null) {
  const changed = await db
    .update(users)
    .set({ deactivatedAt: at, updatedAt: new Date() })
    .where(and(eq(users.id, id), at === null ? isNotNull(users.deactivatedAt) : isNull(users.deactivatedAt)))
    .returning({ id: users.id });
  return changed.length > 0;
}

/** Ends every session of the person: each of their devices is signed out at its next request. */
export async function deleteSessionsOf(db: Executor, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
