import type { LeaveCalendarEntry } from '@topgear/shared/leave';
import type { GoalProgress, MyTeamMember } from '@topgear/shared/my-team';
import type { Database } from '../../db/client';
import { findDirectReports } from './repository';

/** What the goals feature tells of people's goals (through app.ts): an entry for each owner. */
export type GoalProgressOf = (owners: string[]) => Promise<Map<string, GoalProgress>>;

/** What the leave feature tells of people's days off in a month (through app.ts): an entry for each owner. */
export type LeaveMonthOf = (
  owners: string[],
  month: string,
) => Promise<Map<string, { daysOff: Array<Omit<LeaveCalendarEntry, 'owner'>>; pendingRequests: number }>>;

/**
 * My team: my direct reports, each with their goals' progress, their days off in the month and
 * their pending requests. Three queries whatever the team's size: the reports, then their goals
 * and their days off together.
 */
export function createMyTeamService({
  db,
  goalProgressOf,
  leaveMonthOf,
}: {
  db: Database;
  goalProgressOf: GoalProgressOf;
  leaveMonthOf: LeaveMonthOf;
}) {
  return {
    async of(managerId: string, month: string): Promise<MyTeamMember[]> {
      const reports = await findDirectReports(db, managerId);
      if (reports.length === 0) return [];
      const ids = reports.map((report) => report.id);
      const [goals, leave] = await Promise.all([goalProgressOf(ids), leaveMonthOf(ids, month)]);
      return reports.map((report) => ({ ...report, goals: goals.get(report.id)!, ...leave.get(report.id)! }));
    },
  };
}

export type MyTeamService = ReturnType<typeof createMyTeamService>;
