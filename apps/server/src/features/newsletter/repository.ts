import type { Executor } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';

/**
 * Subscribes the address; resolves with false when it already was, whatever its case. The unique
 * index on lower(email) settles duplicates, two requests at once included.
 */
export async function insertSubscription(db: Executor, email: string) {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length > 0;
}
