import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import { CALIBRATION_MESSAGES, type CalibrationQuery, type FinalRatingInput } from '@topgear/shared/review-calibration';
import type { Reviewer, ReviewTemplateDocument } from '@topgear/shared/review-templates';
import type { Actor, Auditor } from '../../audit';
import type { Database, Executor } from '../../db/client';
import { conflict, notFound, validationFailed } from '../../http-errors';
import type { Notifier } from '../../notifier';
import type { Viewer } from '../../private-details';
import {
  changeFinalRating,
  listParticipants,
  lockParticipantInScope,
  managerAnswers,
  setFinalRatings,
  sumRatings,
  type CalibrationScope,
  type GroupRatingsRow,
  type ParticipantRow,
} from './calibration-repository';
import { findCycleOutline, type CycleOutline } from './repository';
import { meanRating, nearestLevel, weightedScore } from './scores';
import { levelCount, questionsFor } from './template-questions';

/** For each of the people, how many goals they had in the period and their mean progress in percent. */
export type SummariseGoals = (
  db: Executor,
  personIds: readonly string[],
  from: string,
  to: string,
) => Promise<Map<string, { count: number; averageProgress: number | null }>>;

/** The phases in which the table can be read: from the end of writing on. */
const CALIBRATED_PHASES = new Set(['calibration', 'sharing', 'closed']);

/** The questions rated on the template's scale (ratings and goals): those the means are made of. */
const scaleQuestionIds = (template: ReviewTemplateDocument) =>
  template.sections.flatMap((section) =>
    section.questions.filter((question) => question.kind === 'rating' || question.kind === 'goals').map(({ id }) => id),
  );

/** The questions the manager gives a rating: the axes the 9-box can plot. */
const ratedByManager = (template: ReviewTemplateDocument) =>
  questionsFor(template, 'manager').flatMap(({ question }) =>
    question.kind === 'text'
      ? []
      : [{ id: question.id, prompt: question.prompt, levels: levelCount(question, template) }],
  );

/**
 * Scores people from their reviews: the means of each kind of reviewer (peers' and reports' only
 * from the anonymity threshold on, decision 043) and the weighted score of those there are. The
 * calibration table, the proposed final ratings and the results file all read them from here.
 */
export async function scorePeople(
  executor: Executor,
  cycle: Pick<CycleOutline, 'id' | 'anonymityThreshold'>,
  template: ReviewTemplateDocument,
  ids: string[],
) {
  const groups = await sumRatings(executor, cycle.id, ids, scaleQuestionIds(template));
  const byPerson = new Map<string, Partial<Record<Reviewer, GroupRatingsRow>>>();
  for (const group of groups)
    byPerson.set(group.subjectId, { ...byPerson.get(group.subjectId), [group.relation]: group });

  return (personId: string) => {
    const of = byPerson.get(personId) ?? {};
    const mean = (group: GroupRatingsRow | undefined) =>
      group ? meanRating(group.ratingTotal, group.ratingCount) : null;
    const summary = (relation: 'peer' | 'upward') => {
      const group = of[relation];
      const shown = group !== undefined && group.submitted >= cycle.anonymityThreshold;
      return {
        asked: group?.asked ?? 0,
        submitted: group?.submitted ?? 0,
        shown,
        average: shown ? mean(group) : null,
      };
    };
    const peers = summary('peer');
    const reports = summary('upward');
    const managerAverage = mean(of.manager);
    const selfAverage = mean(of.self);
    const { score, parts } = weightedScore({
      manager: managerAverage,
      self: selfAverage,
      peer: peers.average,
      upward: reports.average,
    });
    return { managerAverage, selfAverage, peers, reports, score, scoreParts: parts };
  };
}

const personRef = (id: string, name: string, image: string | null, jobTitle: string | null) => ({
  id,
  name,
  image,
  jobTitle,
});

/**
 * Calibration (decision 044): the table of everyone's ratings side by side, for administrators,
 * and for managers of the people under them in the cycle; and the final rating, proposed from the
 * score when writing closes and changed here with a reason — audited, and told to the person's
 * manager when someone else changes it.
 */
export function createCalibrationService({
  db,
  auditor,
  notifier,
  summariseGoals,
}: {
  db: Database;
  auditor: Auditor;
  notifier: Notifier;
  summariseGoals: SummariseGoals;
}) {
  const scopeOf = (viewer: Viewer): CalibrationScope =>
    viewer.isAdmin ? { everyone: true, except: viewer.id } : { everyone: false, managerId: viewer.id };

  async function calibratedCycle(executor: Executor, cycleId: string, options?: { lock: boolean }) {
    const cycle = await findCycleOutline(executor, cycleId, options);
    if (cycle === undefined || cycle.template === null) throw notFound(CALIBRATION_MESSAGES.noCycle);
    return { ...cycle, template: cycle.template };
  }

  return {
    async table(viewer: Viewer, cycleId: string, filters: CalibrationQuery) {
      const cycle = await calibratedCycle(db, cycleId);
      if (!CALIBRATED_PHASES.has(cycle.phase)) throw conflict('NOT_CALIBRATING', CALIBRATION_MESSAGES.notYet);
      const scope = scopeOf(viewer);
      const everyoneInScope = await listParticipants(db, cycleId, scope, {});
      if (everyoneInScope.length === 0 && !viewer.isAdmin) throw notFound(CALIBRATION_MESSAGES.noCycle);
      const participants =
        filters.departmentId === undefined && filters.managerId === undefined
          ? everyoneInScope
          : await listParticipants(db, cycleId, scope, filters);
      const ids = participants.map(({ personId }) => personId);
      const [scores, answers, goals] = await Promise.all([
        scorePeople(db, cycle, cycle.template, ids),
        managerAnswers(db, cycleId, ids),
        summariseGoals(db, ids, cycle.periodStart, cycle.periodEnd),
      ]);
      const rated = ratedByManager(cycle.template);
      const rows = participants.map((row: ParticipantRow) => {
        const given = answers.get(row.personId) ?? {};
        return {
          person: personRef(row.personId, row.name, row.image, row.jobTitle),
          department: row.departmentId === null ? null : { id: row.departmentId, name: row.departmentName ?? '' },
          manager:
            row.managerId === null
              ? null
              : personRef(row.managerId, row.managerName ?? '', row.managerImage, row.managerJobTitle),
          ...scores(row.personId),
          managerRatings: Object.fromEntries(
            rated.flatMap(({ id }) => {
              const rating = given[id]?.rating;
              return typeof rating === 'number' ? [[id, rating]] : [];
            }),
          ),
          goals: goals.get(row.personId) ?? { count: 0, averageProgress: null },
          finalRating: row.finalRating,
          finalRatingReason: row.finalRatingReason,
        };
      });
      const managers = new Map(
        everyoneInScope.flatMap((row) =>
          row.managerId === null
            ? []
            : [[row.managerId, personRef(row.managerId, row.managerName ?? '', row.managerImage, row.managerJobTitle)]],
        ),
      );
      const departments = new Map(
        everyoneInScope.flatMap((row) =>
          row.departmentId === null
            ? []
            : [[row.departmentId, { id: row.departmentId, name: row.departmentName ?? '' }]],
        ),
      );
      return {
        cycle: {
          id: cycle.id,
          name: cycle.name,
          phase: cycle.phase,
          anonymityThreshold: cycle.anonymityThreshold,
          calibrationDue: cycle.calibrationDue,
        },
        scale: cycle.template.scale,
        ratedQuestions: rated,
        managers: [...managers.values()].sort((a, b) => a.name.localeCompare(b.name)),
        departments: [...departments.values()].sort((a, b) => a.name.localeCompare(b.name)),
        rows,
      };
    },

    /**
     * Changes a person's final rating in calibration (409 in any other phase), with the reason:
     * audited, and told to the person's manager in the cycle unless they made the change.
     */
    changeFinalRating: (actor: Actor & Viewer, cycleId: string, personId: string, input: FinalRatingInput) =>
      notifier.writeAndTell(async (tx, tell) => {
        const cycle = await calibratedCycle(tx, cycleId, { lock: true });
        const participant = await lockParticipantInScope(tx, cycleId, personId, scopeOf(actor));
        if (participant === undefined) throw notFound(CALIBRATION_MESSAGES.notYours);
        if (cycle.phase !== 'calibration') throw conflict('NOT_CALIBRATING', CALIBRATION_MESSAGES.notCalibrating);
        const levels = cycle.template.scale;
        if (input.rating > levels.length) {
          throw validationFailed({ rating: CALIBRATION_MESSAGES.ratingOutOfScale(levels.length) });
        }
        if (input.rating === participant.finalRating)
          throw validationFailed({ rating: CALIBRATION_MESSAGES.unchanged });
        await changeFinalRating(tx, cycleId, personId, input.rating, input.reason);
        const label = (rating: number | null) => (rating === null ? 'none' : `${rating} ${levels[rating - 1]!.label}`);
        const change = { from: label(participant.finalRating), to: label(input.rating) };
        await auditor.record(tx, actor, {
          action: 'review-cycle.rating-changed',
          summary: AUDIT_SUMMARIES.finalRatingChanged(
            participant.name,
            cycle.name,
            change.from,
            change.to,
            input.reason,
          ),
          subjectId: cycleId,
        });
        if (participant.managerId !== null && participant.managerId !== actor.id) {
          await tell({
            userId: participant.managerId,
            kind: 'review-rating-changed',
            text: `${actor.fullName} changed ${participant.name}'s final rating in ${cycle.name} from ${change.from} to ${change.to}.`,
            link: `/dashboard/performance/cycles/${cycleId}/calibration`,
          });
        }
        return { finalRating: input.rating, finalRatingReason: input.reason };
      }),
  };
}

/**
 * Proposes each person's final rating as the level of the scale nearest their score, when writing
 * closes; calibration starts from there. People without a score keep none.
 */
export async function proposeFinalRatings(tx: Executor, cycleId: string) {
  const cycle = await findCycleOutline(tx, cycleId);
  const template = cycle?.template;
  if (!cycle || !template) return;
  const participants = await listParticipants(tx, cycleId, { everyone: true }, {});
  const ids = participants.map(({ personId }) => personId);
  const scores = await scorePeople(tx, cycle, template, ids);
  const ratings = ids.flatMap((personId) => {
    const { score } = scores(personId);
    return score === null ? [] : [{ personId, rating: nearestLevel(score, template.scale.length) }];
  });
  await setFinalRatings(tx, cycleId, ratings);
}

export type CalibrationService = ReturnType<typeof createCalibrationService>;
