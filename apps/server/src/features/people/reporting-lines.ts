import type { Database, Executor } from '../../db/client';
import {
  findActiveAdminIds,
  findActiveManagerOf,
  findAllReportIds,
  findTeamMemberIds,
  isAboveInChain,
} from './repository';

/**
 * Who reports to whom, for the features that route work along the reporting lines (a days-off
 * request goes to the person's manager). A manager is anyone above the person in the chain,
 * whatever their roles.
 */
export function createReportingLines({ db }: { db: Database }) {
  return {
    /** The person's direct manager, when that account is active; null otherwise. */
    managerOf: async (executor: Executor, personId: string) => (await findActiveManagerOf(executor, personId)) ?? null,

    /** Every active administrator: who hears of what concerns someone without a manager. */
    activeAdminIds: (executor: Executor) => findActiveAdminIds(executor),

    /** Whether `managerId` is above `personId` in the reporting chain, at any distance. */
    isAbove: (executor: Executor, managerId: string, personId: string) => isAboveInChain(executor, managerId, personId),

    /** The active people below `managerId`, at any distance. */
    reportIdsOf: (managerId: string) => findAllReportIds(db, managerId),

    /** The active members of the team. */
    teamMemberIds: (teamId: string) => findTeamMemberIds(db, teamId),
  };
}
