import { REVIEW_CYCLE_MESSAGES } from '@topgear/shared/review-cycles';
import type { Completion } from '@topgear/shared/review-progress';
import { REVIEWERS } from '@topgear/shared/review-templates';
import type { Database } from '../../db/client';
import { notFound } from '../../http-errors';
import {
  countParticipantsByDepartment,
  countReviewsByDepartment,
  findProgressCycle,
  type ParticipantCounts,
  type ReviewCounts,
} from './progress-repository';
import { dayOf, isReminderPhase, peopleWithWorkLeft, phaseDue } from './work-left';

const completion = (done: number, total: number): Completion => ({ done, total });

const sumOf = (counts: readonly Completion[]) =>
  completion(
    counts.reduce((sum, count) => sum + count.done, 0),
    counts.reduce((sum, count) => sum + count.total, 0),
  );

/** One group's participants and reviews (a department, or everyone) as each phase's completion. */
function phasesOf(participants: readonly ParticipantCounts[], reviews: readonly ReviewCounts[], peerReviews: boolean) {
  const shared = sumOf(participants.map((row) => completion(row.shared, row.participants)));
  return {
    nominations: peerReviews ? sumOf(participants.map((row) => completion(row.enoughPeers, row.participants))) : null,
    writing: sumOf(reviews.map((row) => completion(row.submitted, row.total))),
    shared,
    acknowledged: completion(
      participants.reduce((sum, row) => sum + row.acknowledged, 0),
      shared.done,
    ),
  };
}

/**
 * How far a cycle has come, for administrators: each phase's completion overall and by the
 * department the cycle froze for each participant, and who is late in the current phase.
 */
export function createProgressService({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  return {
    /** 404 when there is no such cycle; a draft has nobody taking part yet, so its counts are all zero. */
    async of(cycleId: string) {
      const cycle = await findProgressCycle(db, cycleId);
      if (cycle === undefined) throw notFound(REVIEW_CYCLE_MESSAGES.notFound);
      const [participants, reviews] = await Promise.all([
        countParticipantsByDepartment(db, cycleId, cycle.peersMin),
        countReviewsByDepartment(db, cycleId),
      ]);
      const peerReviews = cycle.reviews.includes('peer');
      const due = phaseDue(cycle);
      const late = isReminderPhase(cycle.phase) && due !== null && dayOf(now()) > due;
      const overdue = late ? await peopleWithWorkLeft(db, cycle) : [];
      return {
        phase: cycle.phase,
        due,
        overall: {
          ...phasesOf(participants, reviews, peerReviews),
          writingByRelation: REVIEWERS.filter((relation) => cycle.reviews.includes(relation)).map((relation) => ({
            relation,
            ...sumOf(
              reviews.filter((row) => row.relation === relation).map((row) => completion(row.submitted, row.total)),
            ),
          })),
        },
        departments: participants
          .map((row) => ({
            department: row.departmentId === null ? null : { id: row.departmentId, name: row.departmentName ?? '' },
            ...phasesOf(
              [row],
              reviews.filter((review) => review.departmentId === row.departmentId),
              peerReviews,
            ),
          }))
          .sort(byDepartmentName),
        overdue: overdue.map(({ person: { email: _email, ...person }, work }) => ({ person, work })),
      };
    },
  };
}

/** Departments alphabetically, in any case; the people without one last. */
function byDepartmentName(a: { department: { name: string } | null }, b: { department: { name: string } | null }) {
  if (a.department === null) return 1;
  if (b.department === null) return -1;
  return a.department.name.localeCompare(b.department.name, 'en', { sensitivity: 'base' });
}

export type ProgressService = ReturnType<typeof createProgressService>;
