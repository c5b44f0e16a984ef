import type { Reviewer } from '@topgear/shared/review-templates';
import type { Answer } from '@topgear/shared/review-writing';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { selectRows } from '../../db/raw-rows';
import { orgUnits, profiles, reviewParticipants, reviewRequests, users } from '../../db/schema';

/**
 * Whose people a calibrator sees: everyone (administrators, but for themselves — `except`), or
 * those under them in the cycle.
 */
export type CalibrationScope = { everyone: true; except?: string } | { everyone: false; managerId: string };

export interface CalibrationFilters {
  departmentId?: string | undefined;
  managerId?: string | undefined;
}

/**
 * The cycle's participants a calibrator sees: for a manager, those under them at any depth by the
 * reporting lines the cycle froze at launch — never themselves, whoever they are.
 */
function scopedParticipants(cycleId: string, scope: CalibrationScope): SQL {
  if (scope.everyone) {
    const notThem = scope.except === undefined ? sql`` : sql` and person_id <> ${scope.except}`;
    return sql`select person_id from ${reviewParticipants} where cycle_id = ${cycleId}${notThem}`;
  }
  return sql`with recursive under(person_id) as (
      select person_id from ${reviewParticipants} where cycle_id = ${cycleId} and manager_id = ${scope.managerId}
      union
      select p.person_id from ${reviewParticipants} p join under on p.manager_id = under.person_id
      where p.cycle_id = ${cycleId} and p.person_id <> ${scope.managerId}
    ) select person_id from under`;
}

export interface ParticipantRow {
  personId: string;
  name: string;
  image: string | null;
  jobTitle: string | null;
  departmentId: string | null;
  departmentName: string | null;
  managerId: string | null;
  managerName: string | null;
  managerImage: string | null;
  managerJobTitle: string | null;
  finalRating: number | null;
  finalRatingReason: string | null;
}

/** The participants in scope that the filters keep, alphabetically, with their department and frozen manager. */
export function listParticipants(db: Executor, cycleId: string, scope: CalibrationScope, filters: CalibrationFilters) {
  const inDepartment =
    filters.departmentId === undefined ? sql`true` : sql`p.department_id = ${filters.departmentId}::uuid`;
  const underManager = filters.managerId === undefined ? sql`true` : sql`p.manager_id = ${filters.managerId}`;
  return selectRows<ParticipantRow>(
    db,
    sql`select p.person_id as "personId", u.name, u.image, pr.job_role as "jobTitle",
        d.id as "departmentId", d.name as "departmentName",
        m.id as "managerId", m.name as "managerName", m.image as "managerImage", mp.job_role as "managerJobTitle",
        p.final_rating as "finalRating", p.final_rating_reason as "finalRatingReason"
      from ${reviewParticipants} p
      join ${users} u on u.id = p.person_id
      join ${profiles} pr on pr.user_id = p.person_id
      left join ${orgUnits} d on d.id = p.department_id
      left join ${users} m on m.id = p.manager_id
      left join ${profiles} mp on mp.user_id = p.manager_id
      where p.cycle_id = ${cycleId} and p.person_id in (${scopedParticipants(cycleId, scope)})
        and ${inDepartment} and ${underManager}
      order by lower(u.name), p.person_id`,
  );
}

export interface GroupRatingsRow {
  subjectId: string;
  relation: Reviewer;
  asked: number;
  submitted: number;
  /** The sum and count of the ratings on the scale in the submitted reviews. */
  ratingTotal: number;
  ratingCount: number;
}

/**
 * Per person and kind of reviewer: how many reviews were asked and submitted, and the sum and count
 * of the submitted ratings of the questions in `scaleQuestionIds` — totals only, never who wrote
 * what (decision 043).
 */
export function sumRatings(db: Executor, cycleId: string, subjectIds: readonly string[], scaleQuestionIds: string[]) {
  return selectRows<GroupRatingsRow>(
    db,
    sql`select r.subject_id as "subjectId", r.relation, count(*)::int as asked, count(r.submitted_at)::int as submitted,
        coalesce(sum(s.total) filter (where r.submitted_at is not null), 0)::float8 as "ratingTotal",
        coalesce(sum(s.n) filter (where r.submitted_at is not null), 0)::int as "ratingCount"
      from ${reviewRequests} r
      cross join lateral (
        select sum((a.value->>'rating')::int) as total, count(*) as n
        from jsonb_each(r.answers) a
        where jsonb_typeof(a.value->'rating') = 'number'
          and a.key in (select jsonb_array_elements_text(${JSON.stringify(scaleQuestionIds)}::jsonb))
      ) s
      where r.cycle_id = ${cycleId}
        and r.subject_id in (select jsonb_array_elements_text(${JSON.stringify(subjectIds)}::jsonb))
      group by r.subject_id, r.relation`,
  );
}

/** The submitted managers' answers about the people, by person. */
export async function managerAnswers(db: Executor, cycleId: string, subjectIds: readonly string[]) {
  const rows = await selectRows<{ subjectId: string; answers: Record<string, Answer> }>(
    db,
    sql`select subject_id as "subjectId", answers from ${reviewRequests}
      where cycle_id = ${cycleId} and relation = 'manager' and submitted_at is not null
        and subject_id in (select jsonb_array_elements_text(${JSON.stringify(subjectIds)}::jsonb))`,
  );
  return new Map(rows.map((row) => [row.subjectId, row.answers]));
}

/** Sets the final ratings of many people at once, from a JSON array of `{ personId, rating }`. */
export function setFinalRatings(
  db: Executor,
  cycleId: string,
  ratings: readonly { personId: string; rating: number }[],
) {
  return db.execute(sql`update ${reviewParticipants} p set final_rating = v.rating
    from jsonb_to_recordset(${JSON.stringify(ratings)}::jsonb) as v("personId" text, rating int)
    where p.cycle_id = ${cycleId} and p.person_id = v."personId"`);
}

/** Changes one person's final rating, with the reason for it. */
export function changeFinalRating(db: Executor, cycleId: string, personId: string, rating: number, reason: string) {
  return db.execute(sql`update ${reviewParticipants} set final_rating = ${rating}, final_rating_reason = ${reason}
    where cycle_id = ${cycleId} and person_id = ${personId}`);
}

/** Whether the person is among those `scope` calibrates in the cycle, locked until the transaction ends. */
export async function lockParticipantInScope(db: Executor, cycleId: string, personId: string, scope: CalibrationScope) {
  const rows = await selectRows<{ name: string; managerId: string | null; finalRating: number | null }>(
    db,
    sql`select u.name, p.manager_id as "managerId", p.final_rating as "finalRating"
      from ${reviewParticipants} p join ${users} u on u.id = p.person_id
      where p.cycle_id = ${cycleId} and p.person_id = ${personId}
        and p.person_id in (${scopedParticipants(cycleId, scope)})
      for update of p`,
  );
  return rows[0];
}
