import { NOMINATION_MESSAGES } from '@topgear/shared/review-nominations';
import type { Database, Executor } from '../../db/client';
import { activeAmong } from '../../db/people';
import { conflict, notFound, validationFailed } from '../../http-errors';
import type { Viewer } from '../../private-details';
import {
  addApproved,
  countStanding,
  deleteNomination,
  findCycleRef,
  findParticipation,
  listNominations,
  listRequestsTo,
  listTeam,
  replaceOwnProposals,
  setStatus,
} from './nominations-repository';

type Participation = NonNullable<Awaited<ReturnType<typeof findParticipation>>>;

const closed = () => conflict('NOMINATIONS_CLOSED', NOMINATION_MESSAGES.notNominations);

/**
 * Peer nominations (decision 042): each participant proposes peers within the cycle's limits;
 * the manager the cycle froze for them — or an administrator — approves, removes or adds; a
 * nominated peer may decline with a reason. Changes are taken only while the cycle is in its
 * nominations phase (409 otherwise); someone outside the cycle, or another manager's report,
 * answers 404.
 */
export function createNominationService({ db }: { db: Database }) {
  /** The person's place in the cycle, locked for the transaction; 404 when they do not take part. */
  async function participation(tx: Executor, cycleId: string, personId: string) {
    const found = await findParticipation(tx, cycleId, personId, { forUpdate: true });
    if (found === undefined) throw notFound(NOMINATION_MESSAGES.notTakingPart);
    return found;
  }

  /** The person's place in the cycle, when `viewer` manages them in it (or is an administrator); 404 otherwise. */
  async function managed(tx: Executor, viewer: Viewer, cycleId: string, personId: string) {
    const found = await findParticipation(tx, cycleId, personId, { forUpdate: true });
    if (found === undefined || (!viewer.isAdmin && found.managerId !== viewer.id)) {
      throw notFound(NOMINATION_MESSAGES.notYourReport);
    }
    if (found.cycle.phase !== 'nominations') throw closed();
    return found;
  }

  async function checkPeers(tx: Executor, personId: string, peerIds: readonly string[], field: string) {
    if (peerIds.includes(personId)) throw validationFailed({ [field]: NOMINATION_MESSAGES.ownPeer });
    const active = await activeAmong(tx, peerIds);
    if (peerIds.some((id) => !active.has(id))) throw validationFailed({ [field]: NOMINATION_MESSAGES.peerNotFound });
  }

  async function withinLimit(tx: Executor, { cycle }: Participation, personId: string) {
    if ((await countStanding(tx, cycle.id, personId)) > cycle.peersMax) {
      throw validationFailed({ peerIds: NOMINATION_MESSAGES.tooMany(cycle.peersMax) });
    }
  }

  const peersOf = async (executor: Executor, cycleId: string, personId: string) =>
    (await listNominations(executor, cycleId, [personId])).map(({ peer, status, addedBy }) => ({
      peer,
      status,
      addedBy,
    }));

  return {
    /** The signed-in person's peers in the cycle; 404 when they do not take part. */
    async mine(viewer: Viewer, cycleId: string) {
      const found = await findParticipation(db, cycleId, viewer.id);
      if (found === undefined) throw notFound(NOMINATION_MESSAGES.notTakingPart);
      return { cycle: found.cycle, peers: await peersOf(db, cycleId, viewer.id) };
    },

    /** Replaces the signed-in person's own proposals; 400 beyond the cycle's most peers, counting those their manager added. */
    setMine: (viewer: Viewer, cycleId: string, peerIds: string[]) =>
      db.transaction(async (tx) => {
        const found = await participation(tx, cycleId, viewer.id);
        if (found.cycle.phase !== 'nominations') throw closed();
        await checkPeers(tx, viewer.id, peerIds, 'peerIds');
        await replaceOwnProposals(tx, cycleId, viewer.id, peerIds);
        await withinLimit(tx, found, viewer.id);
        return { cycle: found.cycle, peers: await peersOf(tx, cycleId, viewer.id) };
      }),

    /** The people `viewer` manages in the cycle (everyone, for an administrator) and their peers; 404 when none. */
    async team(viewer: Viewer, cycleId: string) {
      const cycle = await findCycleRef(db, cycleId);
      const people = cycle === undefined ? [] : await listTeam(db, cycleId, viewer.isAdmin ? null : viewer.id);
      if (cycle === undefined || (people.length === 0 && !viewer.isAdmin)) {
        throw notFound(NOMINATION_MESSAGES.notTakingPart);
      }
      const nominations = await listNominations(
        db,
        cycleId,
        people.map(({ person }) => person.id),
      );
      return {
        cycle,
        people: people.map(({ person, managerId }) => ({
          person,
          yourReport: managerId === viewer.id,
          peers: nominations
            .filter((nomination) => nomination.subjectId === person.id)
            .map(({ subjectId: _subject, ...nomination }) => nomination),
        })),
      };
    },

    /** The manager adds a peer, approved; 400 for oneself, an inactive person or beyond the most peers. */
    add: (viewer: Viewer, cycleId: string, personId: string, peerId: string) =>
      db.transaction(async (tx) => {
        const found = await managed(tx, viewer, cycleId, personId);
        await checkPeers(tx, personId, [peerId], 'peerId');
        await addApproved(tx, cycleId, personId, peerId);
        await withinLimit(tx, found, personId);
      }),

    /** The manager approves a proposed peer. */
    approve: (viewer: Viewer, cycleId: string, personId: string, peerId: string) =>
      db.transaction(async (tx) => {
        await managed(tx, viewer, cycleId, personId);
        const changed = await setStatus(tx, { cycleId, subjectId: personId, peerId }, 'approved');
        if (!changed) throw notFound(NOMINATION_MESSAGES.nominationNotFound);
      }),

    /** The manager removes a peer, whoever nominated them. */
    remove: (viewer: Viewer, cycleId: string, personId: string, peerId: string) =>
      db.transaction(async (tx) => {
        await managed(tx, viewer, cycleId, personId);
        if (!(await deleteNomination(tx, cycleId, personId, peerId))) {
          throw notFound(NOMINATION_MESSAGES.nominationNotFound);
        }
      }),

    /** The signed-in peer declines reviewing `personId`, saying why; 404 when they were not nominated. */
    decline: (viewer: Viewer, cycleId: string, personId: string, reason: string) =>
      db.transaction(async (tx) => {
        const found = await findParticipation(tx, cycleId, personId, { forUpdate: true });
        if (found === undefined) throw notFound(NOMINATION_MESSAGES.nominationNotFound);
        if (found.cycle.phase !== 'nominations') throw closed();
        const changed = await setStatus(
          tx,
          { cycleId, subjectId: personId, peerId: viewer.id },
          'declined',
          reason || null,
        );
        if (!changed) throw notFound(NOMINATION_MESSAGES.nominationNotFound);
      }),

    /** Who nominated the signed-in person as a peer, in cycles taking nominations. */
    requests: (viewer: Viewer) => listRequestsTo(db, viewer.id),
  };
}

export type NominationService = ReturnType<typeof createNominationService>;
