import type { PageQuery } from '@topgear/shared/pagination';
import type { Database } from '../../db/client';
import type { RequirePrivateAccess, Viewer } from '../../private-details';
import { listGoalsInProgress } from './repository';

/** Another person's goals, for their page: only the person, their managers up the chain and administrators read them. */
export function createPersonGoalsService({
  db,
  requirePrivateAccess,
}: {
  db: Database;
  requirePrivateAccess: RequirePrivateAccess;
}) {
  return {
    async inProgress(viewer: Viewer, personId: string, page: PageQuery) {
      await requirePrivateAccess(viewer, personId);
      return listGoalsInProgress(db, personId, page);
    },
  };
}
