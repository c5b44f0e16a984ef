import { PEOPLE_MESSAGES } from '@topgear/shared/people';
import type { PageQuery } from '@topgear/shared/pagination';
import type { Database } from '../../db/client';
import { notFound } from '../../http-errors';
import type { SessionUser } from '../../plugins/auth';
import { listGoalsInProgress } from './repository';

type Viewer = Pick<SessionUser, 'id' | 'isAdmin'>;

/** Whether `viewer` may read `personId`'s private details (the people feature decides). */
export type MayViewPrivate = (viewer: Viewer, personId: string) => Promise<boolean>;

/**
 * Another person's goals, for their page: only the person, their managers up the chain and
 * administrators read them; anyone else gets the 404 of a missing person, so the page reveals
 * nothing about whom it may be hiding.
 */
export function createPersonGoalsService({ db, mayViewPrivate }: { db: Database; mayViewPrivate: MayViewPrivate }) {
  return {
    async inProgress(viewer: Viewer, personId: string, page: PageQuery) {
      if (!(await mayViewPrivate(viewer, personId))) throw notFound(PEOPLE_MESSAGES.notFound);
      return listGoalsInProgress(db, personId, page);
    },
  };
}
