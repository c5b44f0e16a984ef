import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles, users } from '../../db/schema';

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

export function grantAdmin(db: Executor, userId: string) {
  return db.update(users).set({ isAdmin: true, updatedAt: new Date() }).where(eq(users.id, userId));
}

/** Held until the transaction ends: whoever locks an email next waits for this sign-up to finish. */
export function lockEmail(db: Executor, email: string) {
  return db.execute(sql`select pg_advisory_xact_lock(hashtext(${`email:${email.toLowerCase()}`}))`);
}
