import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { goalCheckIns, goals } from '../../db/schema';

/**
 * For each of `owners` who has goals: how many, how many reached their target, how many of the
 * others are at risk or off track by their latest check-in, and the average share of the target
 * reached (0–100, a goal past its target counting as 100). One query: the latest check-in of
 * each goal is joined laterally, then grouped by owner.
 */
export function progressByOwner(db: Executor, owners: string[]) {
  const latest = db
    .select({ progress: goalCheckIns.progress })
    .from(goalCheckIns)
    .where(eq(goalCheckIns.goalId, goals.id))
    .orderBy(desc(goalCheckIns.createdAt), desc(goalCheckIns.id))
    .limit(1)
    .as('latest_check_in');
  const progress = sql`coalesce(${latest.progress}, 0)`;
  const reached = sql`${progress} >= ${goals.target}`;
  return db
    .select({
      userId: goals.userId,
      total: sql<number>`count(*)`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${reached})`.mapWith(Number),
      behind:
        sql<number>`count(*) filter (where not ${reached} and ${goals.latestStatus} in ('at-risk', 'off-track'))`.mapWith(
          Number,
        ),
      averagePercent: sql<number>`round(avg(least(${progress} / ${goals.target}, 1)) * 100)`.mapWith(Number),
    })
    .from(goals)
    .leftJoinLateral(latest, sql`true`)
    .where(inArray(goals.userId, owners))
    .groupBy(goals.userId);
}
