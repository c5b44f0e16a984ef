import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import type { CyclePhase } from '@topgear/shared/review-cycles';
import { PACKET_PRAISE_MAX, REVIEW_PACKET_MESSAGES, type PacketGroupAnswers } from '@topgear/shared/review-packets';
import type { praiseSchema } from '@topgear/shared/recognition';
import type { Question, ReviewTemplateDocument, ScaleLevel } from '@topgear/shared/review-templates';
import type { z } from 'zod';
import type { Actor, Auditor } from '../../audit';
import type { Database, Executor } from '../../db/client';
import { conflict, notFound, validationFailed } from '../../http-errors';
import type { Notifier, Tell } from '../../notifier';
import type { RequirePrivateAccess, Viewer } from '../../private-details';
import { answersTo, groupsOf, pooled, submittedOf, type Group } from './anonymous-groups';
import { downloadName } from './download-names';
import { listReviewsAbout } from './feedback-repository';
import { packetPdf } from './packet-pdf';
import {
  findCycleSetup,
  findPacketPlace,
  isInFrozenChain,
  listCyclesOf,
  lockCycle,
  listSharing,
  markAcknowledged,
  markShared,
  type PacketPlace,
} from './packet-repository';
import type { GoalsDuring } from './writing-service';
import { levelsOf } from './template-questions';

/** Who reads a packet: the person (shared questions only) or their managers (every question). */
type PacketAudience = 'person' | 'managers';

/** The praise `personId` received from one day to another that `viewerId` may read: the newest `limit`, and the total. */
export type PraiseDuring = (
  db: Executor,
  period: { viewerId: string; personId: string; from: string; to: string; limit: number },
) => Promise<{ items: Array<z.output<typeof praiseSchema>>; total: number }>;

/** The phases in which a person's managers read their packet: once the reviews are written. */
export const PACKET_PHASES: readonly CyclePhase[] = ['calibration', 'sharing', 'closed'];

/** The screens the notifications lead to: the person's packet, and the packet as their managers read it. */
const packetPage = (cycleId: string) => `/dashboard/performance/cycles/${cycleId}/packet`;
const managerPacketPage = (cycleId: string, personId: string) =>
  `/dashboard/performance/cycles/${cycleId}/people/${personId}/packet`;

/** The level `value` names on `scale`, with its value; null for none (or one off the scale). */
export function levelOf(scale: readonly ScaleLevel[], value: number | null) {
  if (value === null) return null;
  const level = scale[value - 1];
  return level === undefined ? null : { value, ...level };
}

/** A group's answers to one question as the packet gives them: pooled, or nothing below the threshold. */
function groupAnswers(group: Group, question: Question, template: ReviewTemplateDocument): PacketGroupAnswers {
  return group.shown
    ? { relation: group.relation, shown: true, ...pooled(question, template, answersTo(group.answers, question)) }
    : { relation: group.relation, shown: false, ratings: null, average: null, texts: [] };
}

/**
 * Review packets (issue 28): what a person's review ends with — the final rating, their goals of
 * the period, and every answer about them that the reader may see — and sharing it with them.
 * The person reads theirs once shared, with the questions shared with them only; their managers in
 * the cycle (the one it froze, those above in its frozen chain) and administrators read it from
 * calibration on, private questions included. Peers' and reports' answers are pooled and shown
 * only from the cycle's threshold (decision 043). Anyone else gets 404.
 */
export function createPacketService({
  db,
  notifier,
  auditor,
  goalsDuring,
  praiseDuring,
  requirePrivateAccess,
}: {
  db: Database;
  notifier: Notifier;
  auditor: Auditor;
  goalsDuring: GoalsDuring;
  praiseDuring: PraiseDuring;
  requirePrivateAccess: RequirePrivateAccess;
}) {
  const missing = () => notFound(REVIEW_PACKET_MESSAGES.notFound);

  /** Whether `viewer` manages the person in the cycle: an administrator, or in its frozen chain. */
  const manages = async (executor: Executor, viewer: Viewer, place: PacketPlace) =>
    viewer.isAdmin ||
    place.managerId === viewer.id ||
    (await isInFrozenChain(executor, place.cycle.id, place.person.id, viewer.id));

  /**
   * Whether `viewer` may share the packet from the managers' side: the manager the cycle froze, or
   * an administrator other than the person (who never reads that side of their own).
   */
  const mayShare = (viewer: Viewer, place: PacketPlace) =>
    viewer.id !== place.person.id && (viewer.isAdmin || place.managerId === viewer.id);

  async function packetOf(executor: Executor, place: PacketPlace, audience: PacketAudience, viewer: Viewer) {
    const { cycle, person } = place;
    const template = place.template!;
    const reviews = await listReviewsAbout(executor, cycle.id, person.id);
    const goals = await goalsDuring(executor, person.id, cycle.periodStart, cycle.periodEnd);
    const praise = await praiseDuring(executor, {
      viewerId: viewer.id,
      personId: person.id,
      from: cycle.periodStart,
      to: cycle.periodEnd,
      limit: PACKET_PRAISE_MAX,
    });
    const [self] = submittedOf(reviews, 'self');
    const [manager] = submittedOf(reviews, 'manager');
    const groups = groupsOf(place, reviews);

    const questionView = (question: Question) => {
      // A question only reviewers the cycle did not ask answer has no answers to show.
      const answeredBy = question.answeredBy.filter((relation) => place.reviews.includes(relation));
      return {
        id: question.id,
        kind: question.kind,
        prompt: question.prompt,
        visibility: question.visibility,
        answeredBy,
        competency: question.kind === 'competency' ? question.competency : null,
        levels: levelsOf(question, template),
        self: (answeredBy.includes('self') && self?.answers[question.id]) || null,
        manager: (answeredBy.includes('manager') && manager?.answers[question.id]) || null,
        groups: groups
          .filter((group) => answeredBy.includes(group.relation))
          .map((group) => groupAnswers(group, question, template)),
      };
    };

    const sections = template.sections
      .map((section) => ({
        id: section.id,
        title: section.title,
        description: section.description,
        questions: section.questions
          // Private to managers: never in what the person reads, in any form.
          .filter((question) => audience === 'managers' || question.visibility === 'shared')
          .map(questionView)
          .filter((question) => question.answeredBy.length > 0),
      }))
      .filter((section) => section.questions.length > 0);

    return {
      cycle,
      person,
      finalRating: levelOf(template.scale, place.finalRating),
      goals,
      praise,
      sections,
      sharedAt: place.sharedAt,
      acknowledgement:
        place.acknowledgedAt === null
          ? null
          : { at: place.acknowledgedAt, comment: place.acknowledgementComment ?? '' },
    };
  }

  /** My place in the cycle once my packet is shared with me; 404 before. */
  async function sharedWithMe(executor: Executor, viewer: Viewer, cycleId: string) {
    const place = await findPacketPlace(executor, cycleId, viewer.id);
    if (place === undefined || place.sharedAt === null || place.template === null) throw missing();
    return place;
  }

  /** My packet in the cycle; 404 until it is shared with me. */
  const mine = async (executor: Executor, viewer: Viewer, cycleId: string) =>
    packetOf(executor, await sharedWithMe(executor, viewer, cycleId), 'person', viewer);

  /** The person's packet as `viewer`, one of their managers, reads it from calibration on; 404 otherwise. */
  async function forManagers(executor: Executor, viewer: Viewer, cycleId: string, personId: string) {
    const place = await findPacketPlace(executor, cycleId, personId);
    // The person never reads the private answers about themselves, administrator or not.
    if (place === undefined || place.template === null || viewer.id === personId) throw missing();
    if (!PACKET_PHASES.includes(place.cycle.phase) || !(await manages(executor, viewer, place))) throw missing();
    const canShare = place.cycle.phase === 'sharing' && place.sharedAt === null && mayShare(viewer, place);
    return { ...(await packetOf(executor, place, 'managers', viewer)), canShare };
  }

  /** Tells the person their packet is shared. */
  const tellShared = (tell: Tell, cycle: { id: string; name: string }, personId: string) =>
    tell({
      userId: personId,
      kind: 'review-shared',
      text: `Your review for ${cycle.name} is ready to read`,
      link: packetPage(cycle.id),
    });

  const notSharing = () => conflict('CYCLE_NOT_SHARING', REVIEW_PACKET_MESSAGES.notSharing);

  /** The packet as a PDF, under a file name made of the cycle's and the person's names. */
  const pdfOf = async (packet: Awaited<ReturnType<typeof packetOf>>) => ({
    fileName: downloadName(['review', packet.cycle.name, packet.person.name], 'pdf'),
    pdf: await packetPdf(packet),
  });

  return {
    mine: (viewer: Viewer, cycleId: string) => mine(db, viewer, cycleId),

    minePdf: async (viewer: Viewer, cycleId: string) => pdfOf(await mine(db, viewer, cycleId)),

    forManagers: (viewer: Viewer, cycleId: string, personId: string) => forManagers(db, viewer, cycleId, personId),

    forManagersPdf: async (viewer: Viewer, cycleId: string, personId: string) =>
      pdfOf(await forManagers(db, viewer, cycleId, personId)),

    /**
     * Shares the person's packet with them, as the manager the cycle froze or an administrator
     * (404 to anyone else): 409 unless the cycle is sharing, or when it is shared already (of two
     * at once, one shares). The person is told, and the share audited.
     */
    share: (actor: Actor & Viewer, cycleId: string, personId: string) =>
      notifier.writeAndTell(async (tx, tell) => {
        const cycle = await lockCycle(tx, cycleId);
        const place = cycle && (await findPacketPlace(tx, cycleId, personId));
        if (!cycle || !place || place.template === null || !mayShare(actor, place)) throw missing();
        if (cycle.phase !== 'sharing') throw notSharing();
        const shared = await markShared(tx, cycleId, [personId], actor.id);
        if (shared.length === 0) throw conflict('ALREADY_SHARED', REVIEW_PACKET_MESSAGES.alreadyShared);
        await tellShared(tell, cycle, personId);
        await auditor.record(tx, actor, {
          action: 'review-cycle.shared',
          summary: AUDIT_SUMMARIES.reviewShared(cycle.name, place.person.name),
          subjectId: cycleId,
        });
        return forManagers(tx, actor, cycleId, personId);
      }),

    /**
     * Administrators share these people's packets at once, in one transaction: those shared
     * already are skipped; 400 naming `personIds` when one does not take part, 409 unless the
     * cycle is sharing. Each person shared with is told; the share is audited once, with how many.
     */
    shareMany: (actor: Actor & Viewer, cycleId: string, personIds: readonly string[]) =>
      notifier.writeAndTell(async (tx, tell) => {
        const cycle = await lockCycle(tx, cycleId);
        if (cycle === undefined) throw missing();
        if (cycle.phase !== 'sharing') throw notSharing();
        const participants = await listSharing(tx, cycleId);
        const taking = new Set(participants.map((participant) => participant.personId));
        if (personIds.some((id) => !taking.has(id))) {
          throw validationFailed({ personIds: REVIEW_PACKET_MESSAGES.notTakingPart });
        }
        if (personIds.includes(actor.id)) throw validationFailed({ personIds: REVIEW_PACKET_MESSAGES.notYourOwn });
        const shared = await markShared(tx, cycleId, personIds, actor.id);
        for (const personId of shared) await tellShared(tell, cycle, personId);
        if (shared.length > 0) {
          await auditor.record(tx, actor, {
            action: 'review-cycle.shared',
            summary: AUDIT_SUMMARIES.reviewsShared(cycle.name, shared.length),
            subjectId: cycleId,
          });
        }
        return { shared: shared.length };
      }),

    /**
     * Administrators: how many packets of the cycle are shared and acknowledged, and whose wait —
     * everyone's but their own, which is not theirs to share; 404 for no cycle.
     */
    async sharingStatus(viewer: Viewer, cycleId: string) {
      if ((await findCycleSetup(db, cycleId)) === undefined) throw missing();
      const participants = (await listSharing(db, cycleId)).filter(({ personId }) => personId !== viewer.id);
      return {
        participants: participants.length,
        shared: participants.filter((participant) => participant.sharedAt !== null).length,
        acknowledged: participants.filter((participant) => participant.acknowledgedAt !== null).length,
        waitingIds: participants.filter((participant) => participant.sharedAt === null).map(({ personId }) => personId),
      };
    },

    /**
     * The person acknowledges their shared packet, with a comment their manager reads: 404 until
     * shared, 409 once acknowledged (of two at once, one is kept). Their manager is told.
     */
    acknowledge: (viewer: Viewer, cycleId: string, comment: string) =>
      notifier.writeAndTell(async (tx, tell) => {
        const place = await sharedWithMe(tx, viewer, cycleId);
        if (!(await markAcknowledged(tx, cycleId, viewer.id, comment))) {
          throw conflict('ALREADY_ACKNOWLEDGED', REVIEW_PACKET_MESSAGES.alreadyAcknowledged);
        }
        if (place.managerId !== null) {
          await tell({
            userId: place.managerId,
            kind: 'review-acknowledged',
            text: `${place.person.name} acknowledged their review for ${place.cycle.name}`,
            link: managerPacketPage(cycleId, viewer.id),
          });
        }
        return mine(tx, viewer, cycleId);
      }),

    /**
     * The cycles the person took part in, for those who may read their private details (404 to
     * anyone else): the person sees those shared with them; their managers and administrators every
     * launched one, with the final rating whenever there is one.
     */
    async cyclesOf(viewer: Viewer, personId: string) {
      await requirePrivateAccess(viewer, personId);
      const rows = await listCyclesOf(db, personId);
      const own = viewer.id === personId;
      const visible = own ? rows.filter((row) => row.sharedAt !== null) : rows;
      return Promise.all(
        visible.map(async (row) => ({
          cycle: row.cycle,
          finalRating: levelOf(row.scale ?? [], row.finalRating)?.label ?? null,
          sharedAt: row.sharedAt,
          acknowledgedAt: row.acknowledgedAt,
          packetAvailable:
            own ||
            (PACKET_PHASES.includes(row.cycle.phase) &&
              (viewer.isAdmin ||
                row.managerId === viewer.id ||
                (await isInFrozenChain(db, row.cycle.id, personId, viewer.id)))),
        })),
      );
    },
  };
}

export type PacketService = ReturnType<typeof createPacketService>;
