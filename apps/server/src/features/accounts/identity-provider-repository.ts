import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { identityProvider } from '../../db/schema';

export type IdentityProviderRow = typeof identityProvider.$inferSelect;
export type IdentityProviderValues = Omit<IdentityProviderRow, 'id' | 'createdAt' | 'updatedAt'>;

export async function findIdentityProvider(db: Executor): Promise<IdentityProviderRow | undefined> {
  const [row] = await db.select().from(identityProvider).limit(1);
  return row;
}

/** The stored provider, locked until the transaction ends: saves and removals take turns. */
export async function lockIdentityProvider(db: Executor): Promise<IdentityProviderRow | undefined> {
  const [row] = await db.select().from(identityProvider).limit(1).for('update');
  return row;
}

/** Creates the one row, or replaces what it holds. */
export async function saveIdentityProvider(db: Executor, values: IdentityProviderValues) {
  const [row] = await db
    .insert(identityProvider)
    .values(values)
    .onConflictDoUpdate({ target: identityProvider.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('the identity provider was not stored');
  return row;
}

export async function deleteIdentityProvider(db: Executor) {
  const [row] = await db
    .delete(identityProvider)
    .where(eq(identityProvider.id, true))
    .returning({ displayName: identityProvider.displayName });
  return row;
}
