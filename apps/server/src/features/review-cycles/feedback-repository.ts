import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles, reviewCycles, reviewRequests, users } from '../../db/schema';

/** What the cycle asks and how many answers a group needs before it shows; undefined for no cycle. */
export async function findCycleQuestions(db: Executor, cycleId: string) {
  const [row] = await db
    .select({
      template: reviewCycles.template,
      reviews: reviewCycles.reviews,
      anonymityThreshold: reviewCycles.anonymityThreshold,
    })
    .from(reviewCycles)
    .where(eq(reviewCycles.id, cycleId));
  return row;
}

export async function findPersonRef(db: Executor, id: string) {
  const [row] = await db
    .select({ id: users.id, name: users.name, image: users.image, jobTitle: profiles.jobRole })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, id));
  return row;
}

/**
 * Every review about the person in the cycle: its relation, answers and when it was submitted —
 * never who wrote it, so nothing built from these rows can name a peer or a report.
 */
export function listReviewsAbout(db: Executor, cycleId: string, subjectId: string) {
  return db
    .select({
      relation: reviewRequests.relation,
      answers: reviewRequests.answers,
      submittedAt: reviewRequests.submittedAt,
    })
    .from(reviewRequests)
    .where(and(eq(reviewRequests.cycleId, cycleId), eq(reviewRequests.subjectId, subjectId)));
}
