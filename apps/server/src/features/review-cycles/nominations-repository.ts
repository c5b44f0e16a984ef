import type { NominationStatus } from '@topgear/shared/review-nominations';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { personRefColumns } from '../../db/people';
import { profiles, reviewCycles, reviewNominations, reviewParticipants, users } from '../../db/schema';

const peers = alias(users, 'peer');
const peerProfiles = alias(profiles, 'peer_profile');
const peerRef = { id: peers.id, name: peers.name, image: peers.image, jobTitle: peerProfiles.jobRole };

export const cycleRef = {
  id: reviewCycles.id,
  name: reviewCycles.name,
  phase: reviewCycles.phase,
  peersMin: reviewCycles.peersMin,
  peersMax: reviewCycles.peersMax,
  nominationsDue: reviewCycles.nominationsDue,
};

/** The cycle, if any. */
export async function findCycleRef(db: Executor, cycleId: string) {
  const [row] = await db.select(cycleRef).from(reviewCycles).where(eq(reviewCycles.id, cycleId));
  return row;
}

/**
 * The person's place in the cycle — the cycle, and the manager it froze for them — if they take
 * part; locked until the transaction ends when `forUpdate`, so that one person's changes take turns.
 */
export async function findParticipation(db: Executor, cycleId: string, personId: string, { forUpdate = false } = {}) {
  const query = db
    .select({ cycle: cycleRef, managerId: reviewParticipants.managerId })
    .from(reviewParticipants)
    .innerJoin(reviewCycles, eq(reviewCycles.id, reviewParticipants.cycleId))
    .where(and(eq(reviewParticipants.cycleId, cycleId), eq(reviewParticipants.personId, personId)));
  const [row] = await (forUpdate ? query.for('update', { of: reviewParticipants }) : query);
  return row;
}

/** The people the cycle gives `managerId` to manage (everyone, for null), alphabetically. */
export function listTeam(db: Executor, cycleId: string, managerId: string | null) {
  return db
    .select({ person: personRefColumns, managerId: reviewParticipants.managerId })
    .from(reviewParticipants)
    .innerJoin(users, eq(users.id, reviewParticipants.personId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(reviewParticipants.cycleId, cycleId),
        managerId === null ? undefined : eq(reviewParticipants.managerId, managerId),
      ),
    )
    .orderBy(asc(users.name), asc(users.id));
}

/** The nominations of these people in the cycle, each with its peer, by peer name. */
export function listNominations(db: Executor, cycleId: string, subjectIds: readonly string[]) {
  if (subjectIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      subjectId: reviewNominations.subjectId,
      peer: peerRef,
      status: reviewNominations.status,
      addedBy: reviewNominations.addedBy,
      declineReason: reviewNominations.declineReason,
    })
    .from(reviewNominations)
    .innerJoin(peers, eq(peers.id, reviewNominations.peerId))
    .innerJoin(peerProfiles, eq(peerProfiles.userId, peers.id))
    .where(and(eq(reviewNominations.cycleId, cycleId), inArray(reviewNominations.subjectId, [...subjectIds])))
    .orderBy(asc(peers.name), asc(peers.id));
}

/**
 * Makes the person's own proposals exactly `peerIds`: drops the ones still waiting that are not
 * listed, and proposes the listed ones not nominated yet (a peer their manager added, or who
 * declined, keeps that).
 */
export async function replaceOwnProposals(db: Executor, cycleId: string, subjectId: string, peerIds: string[]) {
  await db
    .delete(reviewNominations)
    .where(
      and(
        eq(reviewNominations.cycleId, cycleId),
        eq(reviewNominations.subjectId, subjectId),
        eq(reviewNominations.addedBy, 'self'),
        eq(reviewNominations.status, 'proposed'),
        peerIds.length === 0 ? undefined : notInArray(reviewNominations.peerId, peerIds),
      ),
    );
  if (peerIds.length === 0) return;
  await db
    .insert(reviewNominations)
    .values(
      peerIds.map((peerId) => ({ cycleId, subjectId, peerId, status: 'proposed' as const, addedBy: 'self' as const })),
    )
    .onConflictDoNothing();
}

/** How many peers stand nominated for the person, declined ones left out. */
export async function countStanding(db: Executor, cycleId: string, subjectId: string) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(reviewNominations)
    .where(
      and(
        eq(reviewNominations.cycleId, cycleId),
        eq(reviewNominations.subjectId, subjectId),
        sql`${reviewNominations.status} <> 'declined'`,
      ),
    );
  return row?.total ?? 0;
}

/** A manager's peer: approved at once; one who was nominated or declined before is approved again. */
export function addApproved(db: Executor, cycleId: string, subjectId: string, peerId: string) {
  return db
    .insert(reviewNominations)
    .values({ cycleId, subjectId, peerId, status: 'approved', addedBy: 'manager' })
    .onConflictDoUpdate({
      target: [reviewNominations.cycleId, reviewNominations.subjectId, reviewNominations.peerId],
      set: { status: 'approved', declineReason: null },
    });
}

const oneNomination = (cycleId: string, subjectId: string, peerId: string) =>
  and(
    eq(reviewNominations.cycleId, cycleId),
    eq(reviewNominations.subjectId, subjectId),
    eq(reviewNominations.peerId, peerId),
  );

/** Sets the nomination's status (and the reason, when declined); resolves with whether there was one to change. */
export async function setStatus(
  db: Executor,
  nomination: { cycleId: string; subjectId: string; peerId: string },
  status: NominationStatus,
  declineReason: string | null = null,
) {
  const rows = await db
    .update(reviewNominations)
    .set({ status, declineReason })
    .where(oneNomination(nomination.cycleId, nomination.subjectId, nomination.peerId))
    .returning({ peerId: reviewNominations.peerId });
  return rows.length > 0;
}

/** Removes the nomination; resolves with whether there was one. */
export async function deleteNomination(db: Executor, cycleId: string, subjectId: string, peerId: string) {
  const rows = await db
    .delete(reviewNominations)
    .where(oneNomination(cycleId, subjectId, peerId))
    .returning({ peerId: reviewNominations.peerId });
  return rows.length > 0;
}

/** Approves every nomination of the cycle still waiting; resolves with how many. */
export async function approveWaiting(db: Executor, cycleId: string) {
  const rows = await db
    .update(reviewNominations)
    .set({ status: 'approved' })
    .where(and(eq(reviewNominations.cycleId, cycleId), eq(reviewNominations.status, 'proposed')))
    .returning({ peerId: reviewNominations.peerId });
  return rows.length;
}

/** Who nominated `peerId` as a peer, in cycles taking nominations now. */
export function listRequestsTo(db: Executor, peerId: string) {
  return db
    .select({ cycle: cycleRef, person: personRefColumns, status: reviewNominations.status })
    .from(reviewNominations)
    .innerJoin(reviewCycles, eq(reviewCycles.id, reviewNominations.cycleId))
    .innerJoin(users, eq(users.id, reviewNominations.subjectId))
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(reviewNominations.peerId, peerId), eq(reviewCycles.phase, 'nominations')))
    .orderBy(asc(reviewCycles.nominationsDue), asc(users.name), asc(users.id));
}
