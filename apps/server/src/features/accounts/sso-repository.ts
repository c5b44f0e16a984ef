import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, profiles, sessions, users } from '../../db/schema';
import { SSO_PROVIDER_ID } from '../../plugins/auth';

/**
 * Held until the transaction ends. The same lock registration takes (users' `lockEmail`), so a
 * sign-up and a first single sign-on of one email run one after the other, never both creating it.
 */
export function lockEmail(db: Executor, email: string) {
  return db.execute(sql`select pg_advisory_xact_lock(hashtext(${`email:${email.toLowerCase()}`}))`);
}

/** The person whose login is `email`, and whether single sign-on is linked to them yet. */
export async function findLoginByEmail(db: Executor, email: string) {
  const [login] = await db
    .select({ id: users.id, ssoAccountId: accounts.id })
    .from(users)
    .leftJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, SSO_PROVIDER_ID)))
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return login && { id: login.id, linked: login.ssoAccountId !== null };
}

/** Records that the person's email address is proven theirs, as Better Auth's linking asks. */
export function markEmailVerified(db: Executor, userId: string) {
  return db.update(users).set({ emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId));
}

export function deleteSessionsOf(db: Executor, userId: string) {
  return db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Gives the person a profile unless they have one; resolves with whether this made it. */
export async function insertProfileIfMissing(db: Executor, profile: typeof profiles.$inferInsert) {
  const inserted = await db
    .insert(profiles)
    .values(profile)
    .onConflictDoNothing({ target: profiles.userId })
    .returning({ userId: profiles.userId });
  return inserted.length > 0;
}
