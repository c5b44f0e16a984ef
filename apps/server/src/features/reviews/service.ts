import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import type { PageQuery } from '@topgear/shared/pagination';
import { REVIEW_MESSAGES, type reviewInputSchema } from '@topgear/shared/reviews';
import type { z } from 'zod';
import type { Actor } from '../../audit';
import { announcing, type PublicContentServiceDeps } from '../../content-changes';
import { orNotFound } from '../../http-errors';
import { deleteReview, findReview, insertReview, listReviews } from './repository';

export function createReviewService({ db, auditor, contentChanged }: PublicContentServiceDeps) {
  const announced = <T>(write: Promise<T>) => announcing(contentChanged, 'reviews', write);
  return {
    /** Newest first; the response schema keeps only the public fields of each row. */
    list: (page: PageQuery) => listReviews(db, page),

    /** One review, or a 404. */
    get: async (id: string) => orNotFound(await findReview(db, id), REVIEW_MESSAGES.notFound),

    /** Publishes the signed-in user's review; it has no heading, description or avatar. */
    create: (userId: string, review: z.output<typeof reviewInputSchema>) => announced(insertReview(db, userId, review)),

    /** A manager or an administrator removes a review from the site. Logged as the actor's. */
    remove: (actor: Actor, id: string) =>
      announced(
        auditor.writeAndRecord(
          actor,
          async (tx) => orNotFound(await deleteReview(tx, id), REVIEW_MESSAGES.notFound),
          (author) => ({ action: 'review.deleted', summary: AUDIT_SUMMARIES.reviewDeleted(author), subjectId: id }),
        ),
      ),
  };
}
