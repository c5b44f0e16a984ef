import type { Reviewer } from '@topgear/shared/review-templates';
import type { Answer } from '@topgear/shared/review-writing';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { profiles, reviewCycles, reviewRequests, users } from '../../db/schema';

/**
 * Opens the reviews of a cycle that starts writing, in one statement: for each active participant,
 * one about themselves, one by their manager in the cycle, one by each approved peer, and one by
 * each of their reports in the cycle — the kinds in `reviews` — each with an active reviewer.
 * Resolves with how many.
 */
export async function openReviews(db: Executor, cycleId: string, reviews: readonly Reviewer[]) {
  const result = (await db.execute(sql`
    with active_participants as (
      select p.person_id, p.manager_id from review_participants p
      join users u on u.id = p.person_id and u.deactivated_at is null
      where p.cycle_id = ${cycleId}
    ),
    wanted(relation) as (select jsonb_array_elements_text(${JSON.stringify(reviews)}::jsonb)),
    asked(subject_id, reviewer_id, relation) as (
      select person_id, person_id, 'self' from active_participants
      union all
      select person_id, manager_id, 'manager' from active_participants where manager_id is not null
      union all
      select n.subject_id, n.peer_id, 'peer' from review_nominations n
      join active_participants s on s.person_id = n.subject_id
      where n.cycle_id = ${cycleId} and n.status = 'approved'
      union all
      select report.manager_id, report.person_id, 'upward' from active_participants report
      join active_participants lead on lead.person_id = report.manager_id
    ),
    inserted as (
      insert into review_requests (cycle_id, subject_id, reviewer_id, relation)
      select ${cycleId}::uuid, asked.subject_id, asked.reviewer_id, asked.relation from asked
      join users reviewer on reviewer.id = asked.reviewer_id and reviewer.deactivated_at is null
      where asked.relation in (select relation from wanted)
      on conflict do nothing
      returning 1
    )
    select count(*)::int as total from inserted
  `)) as { rows: Array<{ total: number }> };
  return result.rows[0]?.total ?? 0;
}

const subjectRef = { id: users.id, name: users.name, image: users.image, jobTitle: profiles.jobRole };

const cycleColumns = {
  id: reviewCycles.id,
  name: reviewCycles.name,
  phase: reviewCycles.phase,
  periodStart: reviewCycles.periodStart,
  periodEnd: reviewCycles.periodEnd,
  writingDue: reviewCycles.writingDue,
};

const requestColumns = {
  id: reviewRequests.id,
  cycle: cycleColumns,
  template: reviewCycles.template,
  subject: subjectRef,
  reviewerId: reviewRequests.reviewerId,
  relation: reviewRequests.relation,
  answers: reviewRequests.answers,
  submittedAt: reviewRequests.submittedAt,
  updatedAt: reviewRequests.updatedAt,
};

const selectRequests = (db: Executor) =>
  db
    .select(requestColumns)
    .from(reviewRequests)
    .innerJoin(reviewCycles, eq(reviewCycles.id, reviewRequests.cycleId))
    .innerJoin(users, eq(users.id, reviewRequests.subjectId))
    .innerJoin(profiles, eq(profiles.userId, users.id));

export type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];

/**
 * The reviews `reviewerId` is asked to write in cycles past nominations and not closed: open
 * ones first, by deadline, then those submitted, the latest first.
 */
export function listReviewsBy(db: Executor, reviewerId: string) {
  return selectRequests(db)
    .where(
      and(
        eq(reviewRequests.reviewerId, reviewerId),
        inArray(reviewCycles.phase, ['writing', 'calibration', 'sharing']),
      ),
    )
    .orderBy(
      sql`${reviewRequests.submittedAt} is not null`,
      asc(reviewCycles.writingDue),
      desc(reviewRequests.submittedAt),
      asc(users.name),
      asc(reviewRequests.id),
    );
}

/** The review, locked until the transaction ends when `forUpdate`; undefined when there is none. */
export async function findReview(db: Executor, id: string, { forUpdate = false } = {}) {
  const query = selectRequests(db).where(eq(reviewRequests.id, id));
  const [row] = await (forUpdate ? query.for('update', { of: reviewRequests }) : query);
  return row;
}

export function saveAnswers(db: Executor, id: string, answers: Record<string, Answer>) {
  return db
    .update(reviewRequests)
    .set({ answers, updatedAt: sql`now()` })
    .where(eq(reviewRequests.id, id));
}

export function markSubmitted(db: Executor, id: string) {
  return db
    .update(reviewRequests)
    .set({ submittedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(reviewRequests.id, id));
}
