import { and, eq, like } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, verifications } from '../../db/schema';

/** Whether the person can sign in with a password (Better Auth's 'credential' account), which two-factor sign-in guards. */
export async function hasPassword(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
    .limit(1);
  return row !== undefined;
}

/**
 * Forgets every browser the person chose to trust for 30 days: Better Auth keeps each as a
 * verification named `trust-device-…` whose value is the person's id.
 */
export async function forgetTrustedDevices(db: Executor, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, 'trust-device-%'), eq(verifications.value, userId)));
}
