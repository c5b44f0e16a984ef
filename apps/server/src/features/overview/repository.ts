import type { GoalProgressStatus } from '@topgear/shared/overview';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { demoBookings, employees, goalCheckIns, goals, leaveRequests, taskCounts, users } from '../../db/schema';

/**
 * How many accounts there are, how many hold each role, and how many were there before `since`:
 * one pass over `users`.
 */
export async function countPeople(db: Executor, since: Date) {
  const [row] = await db
    .select({
      people: count(),
      admins: sql<number>`count(*) filter (where ${users.isAdmin})`.mapWith(Number),
      managers: sql<number>`count(*) filter (where ${users.isManager})`.mapWith(Number),
      before: sql<number>`count(*) filter (where ${users.createdAt} < ${since.toISOString()}::timestamptz)`.mapWith(
        Number,
      ),
    })
    .from(users);
  return row!;
}

export async function countDirectory(db: Executor) {
  const [row] = await db.select({ cards: count() }).from(employees);
  return row?.cards ?? 0;
}

/** People who joined in each month from `since` (a UTC month start) on, as `YYYY-MM`. */
export const joinedByMonth = (db: Executor, since: Date) =>
  db
    .select({
      month: sql<string>`to_char(date_trunc('month', ${users.createdAt} at time zone 'UTC'), 'YYYY-MM')`,
      joined: count(),
    })
    .from(users)
    .where(sql`${users.createdAt} >= ${since.toISOString()}::timestamptz`)
    .groupBy(sql`1`);

/** The first day of each month of [since, until), as a date column named `month`. */
const monthsBetween = (since: string, until: string) =>
  sql`generate_series(${since}::date, ${until}::date - 1, interval '1 month') as month`;

/**
 * Approved days off falling in each month of [since, until), by type. A record spanning two
 * months counts in each the days it has there: its days are [from, to), `to` being the day back.
 */
export const approvedDaysByMonth = (db: Executor, since: string, until: string) =>
  db
    .select({
      month: sql<string>`to_char(month, 'YYYY-MM')`,
      type: leaveRequests.type,
      days: sql<number>`sum(least(${leaveRequests.to}, (month + interval '1 month')::date) - greatest(${leaveRequests.from}, month::date))::int`.mapWith(
        Number,
      ),
    })
    .from(monthsBetween(since, until))
    .innerJoin(
      leaveRequests,
      sql`${leaveRequests.status} = 'approved' and ${leaveRequests.from} < (month + interval '1 month')::date and ${leaveRequests.to} > month::date`,
    )
    .groupBy(sql`1`, leaveRequests.type);

/** How many goals stand at each status of their latest check-in; those without one are `not-checked-in`. */
export function goalsByStatus(db: Executor) {
  const latest = db
    .select({ status: goalCheckIns.status })
    .from(goalCheckIns)
    .where(eq(goalCheckIns.goalId, goals.id))
    .orderBy(desc(goalCheckIns.createdAt), desc(goalCheckIns.id))
    .limit(1)
    .as('latest');
  return db
    .select({ status: sql<GoalProgressStatus>`coalesce(${latest.status}, 'not-checked-in')`, goals: count() })
    .from(goals)
    .leftJoinLateral(latest, sql`true`)
    .groupBy(sql`1`);
}

/** Everyone's tasks per column, summed from the per-person counts the triggers on `tasks` keep. */
export const tasksByColumn = (db: Executor) =>
  db
    .select({ status: taskCounts.status, tasks: sql<number>`sum(${taskCounts.count})::int`.mapWith(Number) })
    .from(taskCounts)
    .groupBy(taskCounts.status);

/** Live demo bookings received in each week from `since` (a Monday, UTC) on, by the week's Monday. */
export const bookingsByWeek = (db: Executor, since: Date) =>
  db
    .select({
      week: sql<string>`to_char(date_trunc('week', ${demoBookings.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`,
      bookings: count(),
    })
    .from(demoBookings)
    .where(
      sql`${demoBookings.cancelledAt} is null and ${demoBookings.createdAt} >= ${since.toISOString()}::timestamptz`,
    )
    .groupBy(sql`1`);
