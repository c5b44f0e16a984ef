import type { Reviewer } from '@topgear/shared/review-templates';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { selectRows } from '../../db/raw-rows';
import { reviewCycles } from '../../db/schema';
import { activeParticipants, standingNominations } from './reminders-repository';

/** The cycle as its progress needs it; undefined when there is none. */
export async function findProgressCycle(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: reviewCycles.id,
      phase: reviewCycles.phase,
      reviews: reviewCycles.reviews,
      peersMin: reviewCycles.peersMin,
      nominationsDue: reviewCycles.nominationsDue,
      writingDue: reviewCycles.writingDue,
      calibrationDue: reviewCycles.calibrationDue,
      sharingDue: reviewCycles.sharingDue,
    })
    .from(reviewCycles)
    .where(eq(reviewCycles.id, id));
  return row;
}

export interface ParticipantCounts {
  departmentId: string | null;
  departmentName: string | null;
  participants: number;
  /** With at least `peersMin` peers proposed or approved. */
  enoughPeers: number;
  shared: number;
  acknowledged: number;
}

/** By the department the cycle froze for them: how many active participants, and how far each has come. */
export function countParticipantsByDepartment(db: Executor, cycleId: string, peersMin: number) {
  return selectRows<ParticipantCounts>(
    db,
    sql`with standing as (
        select subject_id, count(*) as peers from (${standingNominations(cycleId)}) nominations group by subject_id
      )
      select p.department_id as "departmentId", d.name as "departmentName",
        count(*)::int as participants,
        (count(*) filter (where coalesce(s.peers, 0) >= ${peersMin}))::int as "enoughPeers",
        count(p.shared_at)::int as shared,
        count(p.acknowledged_at)::int as acknowledged
      from (${activeParticipants(cycleId)}) p
      left join standing s on s.subject_id = p.person_id
      left join org_units d on d.id = p.department_id
      group by p.department_id, d.name`,
  );
}

export interface ReviewCounts {
  departmentId: string | null;
  relation: Reviewer;
  total: number;
  submitted: number;
}

/** By the department the cycle froze for the person reviewed, and by relation: reviews asked of active people about active people, and those submitted. */
export function countReviewsByDepartment(db: Executor, cycleId: string) {
  return selectRows<ReviewCounts>(
    db,
    sql`select p.department_id as "departmentId", r.relation, count(*)::int as total, count(r.submitted_at)::int as submitted
      from review_requests r
      join (${activeParticipants(cycleId)}) p on p.person_id = r.subject_id
      join users reviewer on reviewer.id = r.reviewer_id and reviewer.deactivated_at is null
      where r.cycle_id = ${cycleId}
      group by p.department_id, r.relation`,
  );
}
