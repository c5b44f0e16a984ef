import type { PageQuery } from '@topgear/shared/pagination';
import { REVIEW_MESSAGES, type reviewInputSchema } from '@topgear/shared/reviews';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { orNotFound } from '../../http-errors';
import { findReview, insertReview, listReviews } from './repository';

export function createReviewService({ db }: { db: Database }) {
  return {
    /** Newest first; the response schema keeps only the public fields of each row. */
    list: (page: PageQuery) => listReviews(db, page),

    /** One review, or a 404. */
    get: async (id: string) => orNotFound(await findReview(db, id), REVIEW_MESSAGES.notFound),

    /** Publishes the signed-in user's review; it has no heading, description or avatar. */
    create: (userId: string, review: z.output<typeof reviewInputSchema>) => insertReview(db, userId, review),
  };
}
