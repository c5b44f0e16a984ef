import type { CheckInStatus } from '@topgear/shared/goals';
import type { Page, PageQuery } from '@topgear/shared/pagination';
import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { keyset, pageOf } from '../../db/pagination';
import { goalCheckIns, goals } from '../../db/schema';

type GoalInProgress = typeof goals.$inferSelect & { progress: number; status: CheckInStatus | null };

/**
 * The person's goals whose latest check-in has not reached the target (none yet counts as 0),
 * newest first, a page at a time. The latest check-in is joined laterally, so a page is one query.
 */
export async function listGoalsInProgress(
  db: Executor,
  userId: string,
  page: PageQuery,
): Promise<Page<GoalInProgress>> {
  const latest = db
    .select({ progress: goalCheckIns.progress, status: goalCheckIns.status })
    .from(goalCheckIns)
    .where(eq(goalCheckIns.goalId, goals.id))
    .orderBy(desc(goalCheckIns.createdAt), desc(goalCheckIns.id))
    .limit(1)
    .as('latest_check_in');
  const progress = sql<number>`coalesce(${latest.progress}, 0)`;
  const { pastCursor, orderBy, limit } = keyset(goals, page, 'newest');
  const rows = await db
    .select({ ...getTableColumns(goals), progress: progress.mapWith(Number), status: latest.status })
    .from(goals)
    .leftJoinLateral(latest, sql`true`)
    .where(and(eq(goals.userId, userId), sql`${progress} < ${goals.target}`, pastCursor))
    .orderBy(...orderBy)
    .limit(limit);
  return pageOf(rows, page);
}
