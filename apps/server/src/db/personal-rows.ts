import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from './client';
import { users } from './schema';

/** A table of rows that each belong to one person (`user_id`). */
interface PersonalTable {
  id: PgColumn;
  userId: PgColumn;
}

/**
 * The row `id` of `table`, only when `userId` owns it: someone else's row is as absent as one
 * that does not exist, so every lookup, change and deletion answers them the same 404.
 */
export const ownedRow = (table: PersonalTable, userId: string, id: string) =>
  and(eq(table.id, id), eq(table.userId, userId));

/**
 * Locks the person's row in `users` until the transaction ends, so that one person's writes of a
 * kind run one after another and each sees what the previous one left (decision 011). `no key
 * update` does not block the foreign-key checks of rows other features insert for that person.
 */
export async function lockPerson(tx: Executor, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** The person's full name, as lists and the audit log show it; undefined when there is no such person. */
export async function nameOf(db: Executor, userId: string) {
  const [person] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return person?.name;
}
