import { count, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { demoBookings, employees, goalStatusCounts, leaveDaysByMonth, taskCounts, users } from '../../db/schema';

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

/** Approved days off per month and type from `since` (a month's first day) on, as the triggers keep them. */
export const approvedDaysByMonth = (db: Executor, since: string) =>
  db
    .select({
      month: sql<string>`to_char(${leaveDaysByMonth.month}, 'YYYY-MM')`,
      type: leaveDaysByMonth.type,
      days: leaveDaysByMonth.days,
    })
    .from(leaveDaysByMonth)
    .where(gte(leaveDaysByMonth.month, since));

/** How many goals stand at each status of their latest check-in, as the triggers keep them. */
export const goalsByStatus = (db: Executor) =>
  db.select({ status: goalStatusCounts.status, goals: goalStatusCounts.goals }).from(goalStatusCounts);

/** Everyone's tasks per column, summed over the 16 shards of counts the triggers on `tasks` keep. */
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
