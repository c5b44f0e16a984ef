import type { reviewInputSchema } from '@topgear/shared/reviews';
import type { PageQuery } from '@topgear/shared/pagination';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { findPage } from '../../db/pagination';
import { reviews } from '../../db/schema';

export const listReviews = (db: Executor, page: PageQuery) => findPage(db, reviews, page, { order: 'newest' });

export async function findReview(db: Executor, id: string) {
  const [review] = await db.select().from(reviews).where(eq(reviews.id, id));
  return review;
}

/** A review written in the dashboard, kept with its author. */
export async function insertReview(db: Executor, userId: string, review: z.output<typeof reviewInputSchema>) {
  const [inserted] = await db
    .insert(reviews)
    .values({ ...review, userId })
    .returning();
  if (!inserted) throw new Error('the review was not stored');
  return inserted;
}

/** Removes the review; resolves with its author's name, or undefined when there was none. */
export async function deleteReview(db: Executor, id: string) {
  const [row] = await db.delete(reviews).where(eq(reviews.id, id)).returning({ name: reviews.name });
  return row?.name;
}
