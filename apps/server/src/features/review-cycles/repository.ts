import type { CyclePhase, ReviewCycleSetup } from '@topgear/shared/review-cycles';
import type { ReviewTemplateDocument } from '@topgear/shared/review-templates';
import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { selectRows } from '../../db/raw-rows';
import { profiles, reviewCycles, reviewParticipants, reviewTemplates, users } from '../../db/schema';
import { cycleRef } from './nominations-repository';

const columns = {
  id: reviewCycles.id,
  name: reviewCycles.name,
  templateId: reviewCycles.templateId,
  templateName: reviewTemplates.name,
  periodStart: reviewCycles.periodStart,
  periodEnd: reviewCycles.periodEnd,
  reviews: reviewCycles.reviews,
  peersMin: reviewCycles.peersMin,
  peersMax: reviewCycles.peersMax,
  anonymityThreshold: reviewCycles.anonymityThreshold,
  nominationsDue: reviewCycles.nominationsDue,
  writingDue: reviewCycles.writingDue,
  calibrationDue: reviewCycles.calibrationDue,
  sharingDue: reviewCycles.sharingDue,
  departmentIds: reviewCycles.departmentIds,
  managerIds: reviewCycles.managerIds,
  startedBy: reviewCycles.startedBy,
  phase: reviewCycles.phase,
  launchedAt: reviewCycles.launchedAt,
  createdAt: reviewCycles.createdAt,
  updatedAt: reviewCycles.updatedAt,
};

const selectCycles = (db: Executor) =>
  db.select(columns).from(reviewCycles).leftJoin(reviewTemplates, eq(reviewTemplates.id, reviewCycles.templateId));

export type CycleRow = Awaited<ReturnType<typeof selectCycles>>[number];

/** Every cycle, the latest set up first. */
export function listCycles(db: Executor) {
  return selectCycles(db).orderBy(desc(reviewCycles.createdAt), desc(reviewCycles.id));
}

/** The cycle, locked until the transaction ends when `forUpdate`; undefined when there is none. */
export async function findCycle(db: Executor, id: string, { forUpdate = false } = {}) {
  const query = selectCycles(db).where(eq(reviewCycles.id, id));
  const [row] = await (forUpdate ? query.for('update', { of: reviewCycles }) : query);
  return row;
}

/** What reading a launched cycle's reviews needs of it; undefined when there is none. */
export async function findCycleOutline(db: Executor, id: string, { lock = false } = {}) {
  const query = db
    .select({
      id: reviewCycles.id,
      name: reviewCycles.name,
      phase: reviewCycles.phase,
      template: reviewCycles.template,
      reviews: reviewCycles.reviews,
      anonymityThreshold: reviewCycles.anonymityThreshold,
      periodStart: reviewCycles.periodStart,
      periodEnd: reviewCycles.periodEnd,
      calibrationDue: reviewCycles.calibrationDue,
    })
    .from(reviewCycles)
    .where(eq(reviewCycles.id, id));
  // Shared: changes within the cycle wait for the phase to move on, and may run side by side.
  const [row] = await (lock ? query.for('share') : query);
  return row;
}
export type CycleOutline = NonNullable<Awaited<ReturnType<typeof findCycleOutline>>>;

/** The template a cycle is to use, locked against changes until the transaction ends; undefined when there is none. */
export async function findTemplateForCycle(db: Executor, id: string) {
  const [row] = await db
    .select({ id: reviewTemplates.id, content: reviewTemplates.content })
    .from(reviewTemplates)
    .where(eq(reviewTemplates.id, id))
    .for('share');
  return row;
}

export async function insertCycle(db: Executor, setup: ReviewCycleSetup) {
  const [row] = await db.insert(reviewCycles).values(setup).returning({ id: reviewCycles.id });
  return row!.id;
}

export function updateCycle(db: Executor, id: string, setup: ReviewCycleSetup) {
  return db
    .update(reviewCycles)
    .set({ ...setup, updatedAt: sql`now()` })
    .where(eq(reviewCycles.id, id));
}

export function deleteCycle(db: Executor, id: string) {
  return db.delete(reviewCycles).where(eq(reviewCycles.id, id));
}

/** The ids as rows of one column, from a JSON array: any number of them goes as one parameter. */
const idRows = (ids: readonly string[]) => sql`select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)`;

type Rules = Pick<ReviewCycleSetup, 'departmentIds' | 'managerIds' | 'startedBy'>;

/**
 * The active people a cycle's rules take in, with their manager and department now: in one of the
 * departments (any, when none is named), under one of the managers at any depth or one of them
 * (anyone, when none is named), and started by the day given (or with no start date).
 */
function eligiblePeople({ departmentIds, managerIds, startedBy }: Rules): SQL {
  const inDepartments =
    departmentIds.length === 0 ? sql`true` : sql`${profiles.departmentId}::text in (${idRows(departmentIds)})`;
  const startedInTime =
    startedBy === null
      ? sql`true`
      : sql`(${profiles.startDate} is null or ${profiles.startDate} <= ${startedBy}::date)`;
  const underManagers =
    managerIds.length === 0
      ? sql`true`
      : sql`${users.id} in (
          with recursive under(id) as (
            ${idRows(managerIds)}
            union
            select ${profiles.userId} from ${profiles} join under on ${profiles.managerId} = under.id
          )
          select id from under
        )`;
  return sql`select ${users.id} as person_id, ${profiles.managerId} as manager_id, ${profiles.departmentId} as department_id
    from ${users} join ${profiles} on ${profiles.userId} = ${users.id}
    where ${users.deactivatedAt} is null and ${inDepartments} and ${startedInTime} and ${underManagers}`;
}

/** How many people the rules take in today. */
export async function countEligible(db: Executor, rules: Rules) {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (${eligiblePeople(rules)}) eligible`,
  );
  return row?.total ?? 0;
}

/** Writes who takes part in the cycle, with their manager and department now, in one statement; resolves with how many. */
export async function freezeParticipants(db: Executor, cycleId: string, rules: Rules) {
  const [row] = await selectRows<{ total: number }>(
    db,
    sql`with inserted as (
      insert into ${reviewParticipants} (cycle_id, person_id, manager_id, department_id)
      select ${cycleId}::uuid, person_id, manager_id, department_id from (${eligiblePeople(rules)}) eligible
      returning 1
    ) select count(*)::int as total from inserted`,
  );
  return row?.total ?? 0;
}

export async function countParticipants(db: Executor, cycleId: string) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(reviewParticipants)
    .where(eq(reviewParticipants.cycleId, cycleId));
  return row?.total ?? 0;
}

/** Starts the cycle: the template's copy, the first phase after the draft, and when. */
export function markLaunched(
  db: Executor,
  id: string,
  template: ReviewTemplateDocument,
  phase: 'nominations' | 'writing',
) {
  return db
    .update(reviewCycles)
    .set({ template, phase, launchedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(reviewCycles.id, id));
}

/** Moves a launched cycle to `phase`. */
export function setPhase(db: Executor, id: string, phase: CyclePhase) {
  return db
    .update(reviewCycles)
    .set({ phase, updatedAt: sql`now()` })
    .where(eq(reviewCycles.id, id));
}

/**
 * The launched cycles not yet closed in which `personId` takes part or is the manager the cycle
 * froze for someone: how many they manage there, and whether their own results are shared.
 */
export function listCyclesOf(db: Executor, personId: string) {
  return db
    .select({
      cycle: {
        ...cycleRef,
        writingDue: reviewCycles.writingDue,
        calibrationDue: reviewCycles.calibrationDue,
        sharingDue: reviewCycles.sharingDue,
      },
      takesPart: sql<boolean>`bool_or(${reviewParticipants.personId} = ${personId})`,
      manages: sql<number>`(count(*) filter (where ${reviewParticipants.managerId} = ${personId}))::int`,
      resultsShared: sql<boolean>`coalesce(bool_or(${reviewParticipants.personId} = ${personId} and ${reviewParticipants.sharedAt} is not null), false)`,
    })
    .from(reviewParticipants)
    .innerJoin(reviewCycles, eq(reviewCycles.id, reviewParticipants.cycleId))
    .where(
      and(
        inArray(reviewCycles.phase, ['nominations', 'writing', 'calibration', 'sharing']),
        or(eq(reviewParticipants.personId, personId), eq(reviewParticipants.managerId, personId)),
      ),
    )
    .groupBy(reviewCycles.id)
    .orderBy(desc(reviewCycles.launchedAt), desc(reviewCycles.id));
}
