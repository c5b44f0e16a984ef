import type { PageQuery } from '@topgear/shared/pagination';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { findPage } from '../../db/pagination';
import { reviews } from '../../db/schema';

export const listReviews = (db: Executor, page: PageQuery) => findPage(db, reviews, page, { order: 'newest' });

export async function findReview(db: Executor, id: string) {
  const [review] = await db.select().from(reviews).where(eq(reviews.id, id));
  return review;
}
