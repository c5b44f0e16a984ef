import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';

/**
 * Gives the person the (lower-case) `email`, proven theirs. Resolves with the address it replaced,
 * 'taken' when another account holds it — the unique index decides, even against a registration
 * or another change committing at the same moment — or undefined when there is no such person.
 */
export async function moveEmail(
  db: Executor,
  userId: string,
  email: string,
): Promise<{ previousEmail: string } | 'taken' | undefined> {
  const [person] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
  if (!person) return undefined;
  try {
    // A savepoint: the refusal must not abort the transaction the caller goes on with.
    await db.transaction((savepoint) =>
      savepoint.update(users).set({ email, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, userId)),
    );
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
  return { previousEmail: person.email };
}
