import type { PageQuery } from '@topgear/shared/pagination';
import { REVIEW_MESSAGES } from '@topgear/shared/reviews';
import type { Database } from '../../db/client';
import { orNotFound } from '../../http-errors';
import { findReview, listReviews } from './repository';

export function createReviewService({ db }: { db: Database }) {
  return {
    /** Newest first; the response schema keeps only the public fields of each row. */
    list: (page: PageQuery) => listReviews(db, page),

    /** One review, or a 404. */
    get: async (id: string) => orNotFound(await findReview(db, id), REVIEW_MESSAGES.notFound),
  };
}
