import type { ProfileUpdate } from '@topgear/shared/my-account';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles, users } from '../../db/schema';

/** The person's profile with their account's name and email; undefined when they have none. */
export async function findProfile(db: Executor, userId: string) {
  const [profile] = await db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      fullName: users.name,
      email: users.email,
      phone: profiles.phone,
      address: profiles.address,
      jobRole: profiles.jobRole,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  return profile;
}

/**
 * Writes the fields given and resolves with the names as they now stand (undefined when the person
 * has no profile). The row stays locked until the transaction ends, so two edits of one person's
 * names take turns and the second sees the first.
 */
export async function updateProfile(db: Executor, userId: string, changes: ProfileUpdate) {
  const [names] = await db
    .update(profiles)
    .set(changes)
    .where(eq(profiles.userId, userId))
    .returning({ firstName: profiles.firstName, lastName: profiles.lastName });
  return names;
}

/** The account's name, what the top bar, lists and the audit log show. */
export function setAccountName(db: Executor, userId: string, name: string) {
  return db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
}
