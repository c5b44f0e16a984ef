import type { ReminderOccasion, ReminderPhase, WorkKind } from '@topgear/shared/review-progress';
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { selectRows } from '../../db/raw-rows';
import { reviewCycles } from '../../db/schema';

const cycleColumns = {
  id: reviewCycles.id,
  name: reviewCycles.name,
  phase: reviewCycles.phase,
  peersMin: reviewCycles.peersMin,
  nominationsDue: reviewCycles.nominationsDue,
  writingDue: reviewCycles.writingDue,
  calibrationDue: reviewCycles.calibrationDue,
  sharingDue: reviewCycles.sharingDue,
};

export type ReminderCycle = Awaited<ReturnType<typeof listCyclesInPhases>>[number];

/** The cycles in one of `phases`. */
export function listCyclesInPhases(db: Executor, phases: readonly ReminderPhase[]) {
  return db
    .select(cycleColumns)
    .from(reviewCycles)
    .where(inArray(reviewCycles.phase, [...phases]));
}

/**
 * The cycle, if any, read under a share lock until the transaction ends: a move to the next phase
 * (which locks it for update) waits until the reminders of this one are sent.
 */
export async function findCycleForReminders(db: Executor, id: string) {
  const [row] = await db.select(cycleColumns).from(reviewCycles).where(eq(reviewCycles.id, id)).for('share');
  return row;
}

/**
 * The cycle's active participants, with the manager and department the cycle froze for them and
 * where their results stand. People deactivated since launch drop out: nothing is asked of them.
 */
export const activeParticipants = (cycleId: string) => sql`
  select p.person_id, p.manager_id, p.department_id, p.shared_at, p.acknowledged_at from review_participants p
  join users person on person.id = p.person_id and person.deactivated_at is null
  where p.cycle_id = ${cycleId}`;

/** The cycle's nominations that stand — proposed or approved, of active peers — by subject and status. */
export const standingNominations = (cycleId: string) => sql`
  select n.subject_id, n.status from review_nominations n
  join users peer on peer.id = n.peer_id and peer.deactivated_at is null
  where n.cycle_id = ${cycleId} and n.status <> 'declined'`;

/**
 * What each active person has left to do in the cycle's phase, one row per (person, kind of work):
 * nominations — participants with fewer than the fewest peers proposed or approved (by active
 * peers), managers with reports' peers still proposed; writing — reviewers with reviews not
 * submitted about active people; sharing — managers with reports whose results are not shared,
 * participants who have not acknowledged theirs. Calibration and the rest ask nobody anything.
 */
function workLeftIn(cycle: Pick<ReminderCycle, 'id' | 'phase' | 'peersMin'>): SQL | undefined {
  switch (cycle.phase) {
    case 'nominations':
      return sql`
        with participants as (${activeParticipants(cycle.id)}),
        standing as (${standingNominations(cycle.id)})
        select p.person_id as user_id, 'nominate' as kind, (${cycle.peersMin} - count(s.subject_id))::int as count
        from participants p left join standing s on s.subject_id = p.person_id
        group by p.person_id having count(s.subject_id) < ${cycle.peersMin}
        union all
        select p.manager_id, 'approve', count(*)::int
        from participants p join standing s on s.subject_id = p.person_id and s.status = 'proposed'
        where p.manager_id is not null
        group by p.manager_id`;
    case 'writing':
      return sql`
        select r.reviewer_id as user_id, 'write' as kind, count(*)::int as count
        from review_requests r
        join users subject on subject.id = r.subject_id and subject.deactivated_at is null
        where r.cycle_id = ${cycle.id} and r.submitted_at is null
        group by r.reviewer_id`;
    case 'sharing':
      return sql`
        with participants as (${activeParticipants(cycle.id)})
        select manager_id as user_id, 'share' as kind, count(*)::int as count
        from participants where shared_at is null and manager_id is not null
        group by manager_id
        union all
        select person_id, 'acknowledge', 1 from participants
        where shared_at is not null and acknowledged_at is null`;
    default:
      return undefined;
  }
}

export interface WorkLeftRow {
  userId: string;
  name: string;
  email: string;
  image: string | null;
  jobTitle: string | null;
  kind: WorkKind;
  count: number;
}

/** What each active person has left to do in the cycle's current phase (see `workLeftIn`), by name. */
export async function listWorkLeft(db: Executor, cycle: Pick<ReminderCycle, 'id' | 'phase' | 'peersMin'>) {
  const work = workLeftIn(cycle);
  if (work === undefined) return [];
  return selectRows<WorkLeftRow>(
    db,
    sql`select w.user_id as "userId", u.name, u.email, u.image, pr.job_role as "jobTitle", w.kind, w.count
      from (${work}) w
      join users u on u.id = w.user_id and u.deactivated_at is null
      left join profiles pr on pr.user_id = u.id
      order by u.name, u.id`,
  );
}

/**
 * Records a reminder to each of `userIds`, in the order given (so that processes recording the same
 * people at once take their locks in the same order); resolves with the ids recorded. An automatic
 * one already recorded is left out — by a unique index, so two processes at once record it once.
 */
export async function recordReminders(
  db: Executor,
  reminder: { cycleId: string; phase: ReminderPhase; occasion: ReminderOccasion },
  userIds: readonly string[],
) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await selectRows<{ userId: string }>(
    db,
    sql`insert into review_reminders (cycle_id, user_id, phase, occasion)
      select ${reminder.cycleId}::uuid, ids.user_id, ${reminder.phase}, ${reminder.occasion}
      from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb) with ordinality as ids(user_id, position)
      order by ids.position
      on conflict do nothing
      returning user_id as "userId"`,
  );
  return new Set(rows.map((row) => row.userId));
}
