import type { GoalProgress } from '@topgear/shared/my-team';
import type { Database } from '../../db/client';
import { progressByOwner } from './goal-progress-repository';

const NO_GOALS: GoalProgress = { total: 0, completed: 0, behind: 0, averagePercent: 0 };

/** What Manager Activity's My team reads of people's goals. */
export function createGoalProgress({ db }: { db: Database }) {
  return {
    /** Each of `owners` with their goals' progress; someone without goals has zeros. */
    of: async (owners: string[]): Promise<Map<string, GoalProgress>> => {
      const rows = await progressByOwner(db, owners);
      const byOwner = new Map(rows.map(({ userId, ...progress }) => [userId, progress]));
      return new Map(owners.map((owner) => [owner, byOwner.get(owner) ?? NO_GOALS]));
    },
  };
}
