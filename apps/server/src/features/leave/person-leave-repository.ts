import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { leaveRequests } from '../../db/schema';

/**
 * The person's pending and approved requests sharing a day with `month` (YYYY-MM), earliest first.
 * A request runs from its first day to the day its owner is back, so one ending on the 1st is not
 * in that month.
 */
export function daysOffDuring(db: Executor, userId: string, month: string) {
  const firstDay = sql`${`${month}-01`}::date`;
  return db
    .select()
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.userId, userId),
        inArray(leaveRequests.status, ['pending', 'approved']),
        lt(leaveRequests.from, sql`(${firstDay} + interval '1 month')::date`),
        gt(leaveRequests.to, firstDay),
      ),
    )
    .orderBy(asc(leaveRequests.from), asc(leaveRequests.id));
}
