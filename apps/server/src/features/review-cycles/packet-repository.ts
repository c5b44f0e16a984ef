import type { ScaleLevel } from '@topgear/shared/review-templates';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { selectRows } from '../../db/raw-rows';
import { orgUnits, profiles, reviewCycles, reviewParticipants, users } from '../../db/schema';

const managers = alias(users, 'manager');

const packetCycle = {
  id: reviewCycles.id,
  name: reviewCycles.name,
  phase: reviewCycles.phase,
  periodStart: reviewCycles.periodStart,
  periodEnd: reviewCycles.periodEnd,
};

const outcome = {
  managerId: reviewParticipants.managerId,
  finalRating: reviewParticipants.finalRating,
  sharedAt: reviewParticipants.sharedAt,
  acknowledgedAt: reviewParticipants.acknowledgedAt,
  acknowledgementComment: reviewParticipants.acknowledgementComment,
};

const oneParticipant = (cycleId: string, personId: string) =>
  and(eq(reviewParticipants.cycleId, cycleId), eq(reviewParticipants.personId, personId));

/**
 * The cycle, share-locked until the transaction ends so that its phase cannot move on while its
 * packets are shared; undefined when there is none.
 */
export async function lockCycle(db: Executor, cycleId: string) {
  const [row] = await db
    .select({ id: reviewCycles.id, name: reviewCycles.name, phase: reviewCycles.phase })
    .from(reviewCycles)
    .where(eq(reviewCycles.id, cycleId))
    .for('share');
  return row;
}

/**
 * The person's place in the cycle with what their packet is made of — the cycle's copy of the
 * template, the reviews it asked, its threshold, the manager it froze, the outcome — if they take
 * part.
 */
export async function findPacketPlace(db: Executor, cycleId: string, personId: string) {
  const [row] = await db
    .select({
      cycle: packetCycle,
      template: reviewCycles.template,
      reviews: reviewCycles.reviews,
      anonymityThreshold: reviewCycles.anonymityThreshold,
      person: { id: users.id, name: users.name, image: users.image, jobTitle: profiles.jobRole },
      ...outcome,
    })
    .from(reviewParticipants)
    .innerJoin(reviewCycles, eq(reviewCycles.id, reviewParticipants.cycleId))
    .innerJoin(users, eq(users.id, reviewParticipants.personId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(oneParticipant(cycleId, personId));
  return row;
}

export type PacketPlace = NonNullable<Awaited<ReturnType<typeof findPacketPlace>>>;

/**
 * Whether `viewerId` is one of the person's managers in the cycle: their manager as the cycle froze
 * it at launch, or a manager above, as far up as the cycle took those managers in too.
 */
export async function isInFrozenChain(db: Executor, cycleId: string, personId: string, viewerId: string) {
  const [row] = await selectRows<{ above: boolean }>(
    db,
    sql`
      with recursive chain(id, depth) as (
        select manager_id, 1 from ${reviewParticipants}
        where cycle_id = ${cycleId} and person_id = ${personId} and manager_id is not null
        union
        select p.manager_id, chain.depth + 1
        from chain join ${reviewParticipants} p on p.cycle_id = ${cycleId} and p.person_id = chain.id
        where p.manager_id is not null and chain.depth < 1000
      )
      select exists (select 1 from chain where id = ${viewerId}) as above
    `,
  );
  return row?.above === true;
}

/** Marks these people's packets shared by `sharedBy`, skipping those shared already; resolves with whom it shared. */
export async function markShared(db: Executor, cycleId: string, personIds: readonly string[], sharedBy: string) {
  const rows = await db
    .update(reviewParticipants)
    .set({ sharedAt: sql`now()`, sharedBy })
    .where(
      and(
        eq(reviewParticipants.cycleId, cycleId),
        inArray(reviewParticipants.personId, [...personIds]),
        isNull(reviewParticipants.sharedAt),
      ),
    )
    .returning({ personId: reviewParticipants.personId });
  return rows.map((row) => row.personId);
}

/**
 * Records the person's acknowledgement of their shared packet, once: resolves with false when it
 * is not shared or was acknowledged already (of two at once, the second finds it acknowledged).
 */
export async function markAcknowledged(db: Executor, cycleId: string, personId: string, comment: string) {
  const rows = await db
    .update(reviewParticipants)
    .set({ acknowledgedAt: sql`now()`, acknowledgementComment: comment })
    .where(
      and(
        oneParticipant(cycleId, personId),
        isNotNull(reviewParticipants.sharedAt),
        isNull(reviewParticipants.acknowledgedAt),
      ),
    )
    .returning({ personId: reviewParticipants.personId });
  return rows.length > 0;
}

/** Who takes part in the cycle, with whether their packet is shared and acknowledged, alphabetically. */
export function listSharing(db: Executor, cycleId: string) {
  return db
    .select({
      personId: reviewParticipants.personId,
      sharedAt: reviewParticipants.sharedAt,
      acknowledgedAt: reviewParticipants.acknowledgedAt,
    })
    .from(reviewParticipants)
    .innerJoin(users, eq(users.id, reviewParticipants.personId))
    .where(eq(reviewParticipants.cycleId, cycleId))
    .orderBy(asc(users.name), asc(users.id));
}

/**
 * Each participant as the results file lists them, alphabetically: name, email, the department
 * and manager the cycle froze, and the outcome.
 */
export function listResults(db: Executor, cycleId: string) {
  return db
    .select({
      personId: reviewParticipants.personId,
      name: users.name,
      email: users.email,
      department: orgUnits.name,
      manager: managers.name,
      finalRating: reviewParticipants.finalRating,
      sharedAt: reviewParticipants.sharedAt,
      acknowledgedAt: reviewParticipants.acknowledgedAt,
    })
    .from(reviewParticipants)
    .innerJoin(users, eq(users.id, reviewParticipants.personId))
    .leftJoin(orgUnits, eq(orgUnits.id, reviewParticipants.departmentId))
    .leftJoin(managers, eq(managers.id, reviewParticipants.managerId))
    .where(eq(reviewParticipants.cycleId, cycleId))
    .orderBy(asc(users.name), asc(users.id));
}

/** The cycle with what its results are read with; undefined when there is none. */
export async function findCycleSetup(db: Executor, cycleId: string) {
  const [row] = await db
    .select({
      ...packetCycle,
      template: reviewCycles.template,
      reviews: reviewCycles.reviews,
      anonymityThreshold: reviewCycles.anonymityThreshold,
    })
    .from(reviewCycles)
    .where(eq(reviewCycles.id, cycleId));
  return row;
}

/** The cycles the person took part in, the latest period first, with the scale their final rating is on. */
export function listCyclesOf(db: Executor, personId: string) {
  return db
    .select({
      cycle: packetCycle,
      scale: sql<ScaleLevel[] | null>`${reviewCycles.template} -> 'scale'`,
      ...outcome,
    })
    .from(reviewParticipants)
    .innerJoin(reviewCycles, eq(reviewCycles.id, reviewParticipants.cycleId))
    .where(eq(reviewParticipants.personId, personId))
    .orderBy(desc(reviewCycles.periodEnd), desc(reviewCycles.launchedAt), asc(reviewCycles.id));
}
