import type { Database } from '../../db/client';
import type { RequirePrivateAccess, Viewer } from '../../private-details';
import { daysOffDuring } from './person-leave-repository';

/** Another person's days off, for their page: only the person, their managers up the chain and administrators read them. */
export function createPersonLeaveService({
  db,
  requirePrivateAccess,
}: {
  db: Database;
  requirePrivateAccess: RequirePrivateAccess;
}) {
  return {
    async daysOff(viewer: Viewer, personId: string, month: string) {
      await requirePrivateAccess(viewer, personId);
      return daysOffDuring(db, personId, month);
    },
  };
}
