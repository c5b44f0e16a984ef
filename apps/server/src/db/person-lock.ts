import { eq } from 'drizzle-orm';
import type { Executor } from './client';
import { users } from './schema';

/**
 * Locks the person's row in `users` until the transaction ends, so that one person's writes of a
 * kind run one after another and each sees what the previous one left (decision 011). `no key
 * update` does not block the foreign-key checks of rows other features insert for that person.
 */
export async function lockPerson(tx: Executor, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
