import { REVIEW_PACKET_MESSAGES } from '@topgear/shared/review-packets';
import type { Database } from '../../db/client';
import type { Viewer } from '../../private-details';
import { conflict, notFound } from '../../http-errors';
import { scorePeople, type SummariseGoals } from './calibration-service';
import { downloadName } from './download-names';
import { findCycleSetup, listResults } from './packet-repository';
import { levelOf, PACKET_PHASES } from './packet-service';
import { resultsFileOf, type ResultsRow } from './results-csv';

/** What a group's responses column says below the threshold, where its average stays empty. */
export const BELOW_THRESHOLD = 'below threshold';

const decimal = (value: number | null) => (value === null ? '' : value.toFixed(1));

/**
 * A cycle's results for administrators, from calibration on (409 before; 404 for no cycle): one
 * line a participant — but the administrator who asks, whose manager's ratings they may not read —
 * with the final rating, the mean rating on the scale that the person, their
 * manager, their peers and their reports gave, how many goals they had and their mean progress, and when the packet was
 * shared and acknowledged. A peers' or reports' mean is given only when that group reached the
 * cycle's anonymity threshold (decision 043); below it, the file says so and shows no number.
 */
export function createResultsService({ db, summariseGoals }: { db: Database; summariseGoals: SummariseGoals }) {
  return {
    async file(viewer: Viewer, cycleId: string) {
      const cycle = await findCycleSetup(db, cycleId);
      if (cycle === undefined || cycle.template === null) throw notFound(REVIEW_PACKET_MESSAGES.notFound);
      if (!PACKET_PHASES.includes(cycle.phase)) {
        throw conflict('RESULTS_NOT_READY', REVIEW_PACKET_MESSAGES.resultsNotReady);
      }
      const template = cycle.template;
      const participants = (await listResults(db, cycleId)).filter(({ personId }) => personId !== viewer.id);
      const goals = await summariseGoals(
        db,
        participants.map((participant) => participant.personId),
        cycle.periodStart,
        cycle.periodEnd,
      );
      const scores = await scorePeople(
        db,
        cycle,
        template,
        participants.map((participant) => participant.personId),
      );
      type Group = ReturnType<typeof scores>['peers'];
      const groupCells = (relation: 'peer' | 'upward', group: Group) => {
        if (!cycle.reviews.includes(relation)) return { average: '', responses: '' };
        return group.shown
          ? { average: decimal(group.average), responses: String(group.submitted) }
          : { average: '', responses: BELOW_THRESHOLD };
      };

      const rows: ResultsRow[] = [];
      for (const participant of participants) {
        const score = scores(participant.personId);
        const peer = groupCells('peer', score.peers);
        const upward = groupCells('upward', score.reports);
        const goalsOf = goals.get(participant.personId);
        const finalRating = levelOf(template.scale, participant.finalRating);
        rows.push({
          name: participant.name,
          email: participant.email,
          department: participant.department ?? '',
          manager: participant.manager ?? '',
          finalRating: finalRating ? String(finalRating.value) : '',
          finalRatingLabel: finalRating?.label ?? '',
          selfAverage: decimal(score.selfAverage),
          managerAverage: decimal(score.managerAverage),
          peerAverage: peer.average,
          peerResponses: peer.responses,
          upwardAverage: upward.average,
          upwardResponses: upward.responses,
          goals: String(goalsOf?.count ?? 0),
          goalsProgress: goalsOf === undefined || goalsOf.averageProgress === null ? '' : `${goalsOf.averageProgress}%`,
          sharedAt: participant.sharedAt?.toISOString() ?? '',
          acknowledgedAt: participant.acknowledgedAt?.toISOString() ?? '',
        });
      }
      return { fileName: downloadName(['review results', cycle.name], 'csv'), csv: resultsFileOf(rows) };
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
