import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { calendarFeeds, users } from '../../db/schema';

export async function findFeed(db: Executor, userId: string) {
  const [feed] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return feed;
}

/** The person a feed token belongs to, if their account is active. */
export async function findFeedOwner(db: Executor, tokenHash: string) {
  const [owner] = await db
    .select({ id: users.id, name: users.name, deactivatedAt: users.deactivatedAt })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return owner?.deactivatedAt === null ? owner : undefined;
}

/** The person's feed from now on has this token; any earlier one stops working. */
export async function replaceFeed(db: Executor, userId: string, tokenHash: string) {
  const [feed] = await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: new Date() } })
    .returning({ createdAt: calendarFeeds.createdAt });
  return feed!;
}

export const deleteFeed = (db: Executor, userId: string) =>
  db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
