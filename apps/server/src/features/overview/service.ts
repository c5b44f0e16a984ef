import { LEAVE_TYPES } from '@topgear/shared/leave';
import { GOAL_PROGRESS_STATUSES, OVERVIEW_MONTHS, OVERVIEW_WEEKS, type overviewSchema } from '@topgear/shared/overview';
import { TASK_STATUSES } from '@topgear/shared/tasks';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { SessionUser } from '../../plugins/auth';
import { coalesce } from './coalesce';
import {
  approvedDaysByMonth,
  bookingsByWeek,
  countDirectory,
  countPeople,
  goalsByStatus,
  joinedByMonth,
  tasksByColumn,
} from './repository';

type Overview = z.output<typeof overviewSchema>;

/** What the latest-activity panel reads: the audit feature's newest entries, of one author when given. */
type LatestActivity = (limit: number, actorId?: string) => Promise<Overview['latestActivity']>;

const LATEST_ENTRIES = 10;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of a UTC instant. */
const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** The first day (UTC) of each of the `count` months up to `now`'s, oldest first. */
function monthStarts(now: Date, count: number) {
  return Array.from({ length: count }, (_, index) =>
    isoDay(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1 - index), 1))),
  );
}

/** The Monday (UTC) of each of the `count` weeks up to `now`'s, oldest first. */
function weekStarts(now: Date, count: number) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const thisMonday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: count }, (_, index) => isoDay(new Date(thisMonday - (count - 1 - index) * 7 * DAY_MS)));
}

/** The value of `key` in `rows`' row whose `by` is `at`, or 0: the charts show empty months and weeks too. */
const valueAt = <Row extends Record<string, unknown>>(rows: Row[], by: keyof Row, at: unknown, key: keyof Row) =>
  Number(rows.find((row) => row[by] === at)?.[key] ?? 0);

/**
 * The figures of Admin Activity and Manager Activity. No query reads a big table: tasks (millions)
 * come from the counts kept per column in 16 shards, days off from the per-month sums and goals
 * from their latest status, all kept by triggers (decision 017); people are counted in one pass.
 * The queries run side by side, and requests that arrive while they run share the next count
 * (`coalesce`): a burst of openings costs two counts, and each still sees what was written before
 * it. The months and weeks are UTC's.
 */
export function createOverviewService({
  db,
  latestActivity,
  now = () => new Date(),
}: {
  db: Database;
  latestActivity: LatestActivity;
  now?: () => Date;
}) {
  /** Everything but the latest activity: the same for every viewer, so simultaneous requests share one count. */
  const countFigures = coalesce(async (): Promise<Omit<Overview, 'latestActivity'>> => {
    const today = now();
    const months = monthStarts(today, OVERVIEW_MONTHS);
    const weeks = weekStarts(today, OVERVIEW_WEEKS);
    const firstMonth = new Date(`${months[0]}T00:00:00Z`);
    const [people, directory, joined, daysOff, goals, tasks, bookings] = await Promise.all([
      countPeople(db, firstMonth),
      countDirectory(db),
      joinedByMonth(db, firstMonth),
      approvedDaysByMonth(db, months[0]!),
      goalsByStatus(db),
      tasksByColumn(db),
      bookingsByWeek(db, new Date(`${weeks[0]}T00:00:00Z`)),
    ]);

    let total = people.before;
    return {
      headcount: {
        people: people.people,
        admins: people.admins,
        managers: people.managers,
        directory,
        joined: months.map((start) => {
          const month = start.slice(0, 7);
          const joinedThen = valueAt(joined, 'month', month, 'joined');
          total += joinedThen;
          return { month, joined: joinedThen, total };
        }),
      },
      daysOff: months.map((start) => {
        const month = start.slice(0, 7);
        const ofType = (type: string) =>
          daysOff.filter((row) => row.month === month && row.type === type).reduce((sum, row) => sum + row.days, 0);
        return { month, Vacation: ofType(LEAVE_TYPES[0]), Sick: ofType(LEAVE_TYPES[1]) };
      }),
      goals: GOAL_PROGRESS_STATUSES.map((status) => ({ status, goals: valueAt(goals, 'status', status, 'goals') })),
      tasks: TASK_STATUSES.map((status) => ({ status, tasks: valueAt(tasks, 'status', status, 'tasks') })),
      demoBookings: weeks.map((week) => ({ week, bookings: valueAt(bookings, 'week', week, 'bookings') })),
    };
  });

  return {
    async overview(viewer: Pick<SessionUser, 'id' | 'isAdmin'>): Promise<Overview> {
      const [figures, latest] = await Promise.all([
        countFigures(),
        latestActivity(LATEST_ENTRIES, viewer.isAdmin ? undefined : viewer.id),
      ]);
      return { ...figures, latestActivity: latest };
    },
  };
}
