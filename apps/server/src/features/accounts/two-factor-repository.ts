import { and, eq, like } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { accounts, twoFactors, users, verifications } from '../../db/schema';

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

/**
 * Turns the person's two-factor sign-in off as an administrator does: the flag, the secret and
 * recovery codes, and every trusted browser. False when it was not on (nothing changes then).
 */
export async function turnOffTwoFactor(db: Executor, userId: string): Promise<boolean> {
  const turnedOff = await db
    .update(users)
    .set({ twoFactorEnabled: false, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.twoFactorEnabled, true)))
    .returning({ id: users.id });
  if (turnedOff.length === 0) return false;
  await db.delete(twoFactors).where(eq(twoFactors.userId, userId));
  await forgetTrustedDevices(db, userId);
  return true;
}
