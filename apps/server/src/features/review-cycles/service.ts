import { AUDIT_SUMMARIES } from '@topgear/shared/audit';
import {
  CYCLE_PHASE_LABELS,
  CYCLE_PHASES,
  REVIEW_CYCLE_MESSAGES,
  type CyclePhase,
  type ReviewCycleSetup,
} from '@topgear/shared/review-cycles';
import { REVIEWER_LABELS, type ReviewTemplateDocument } from '@topgear/shared/review-templates';
import type { Actor, Auditor } from '../../audit';
import type { Database, Executor } from '../../db/client';
import { conflict, notFound, validationFailed } from '../../http-errors';
import { proposeFinalRatings } from './calibration-service';
import { approveWaiting } from './nominations-repository';
import { openReviews } from './writing-repository';
import {
  countEligible,
  countParticipants,
  deleteCycle,
  findCycle,
  findTemplateForCycle,
  freezeParticipants,
  insertCycle,
  listCycles,
  listCyclesOf,
  markLaunched,
  setPhase,
  updateCycle,
  type CycleRow,
} from './repository';

/** The kinds of review the cycle turns on that no question of the template is answered by. */
const reviewsWithoutQuestions = (reviews: readonly CycleRow['reviews'][number][], template: ReviewTemplateDocument) =>
  reviews.filter(
    (review) =>
      !template.sections.some((section) => section.questions.some((question) => question.answeredBy.includes(review))),
  );

/**
 * Review cycles, run by administrators: a draft is set up and changed freely, then launched —
 * in one transaction, the template is copied into the cycle, and who takes part is frozen with the
 * managers they have at that moment (decision 042). Each change is audited.
 */
export function createReviewCycleService({ db, auditor }: { db: Database; auditor: Auditor }) {
  /** The cycle, locked for the rest of the transaction; 404 when there is none, 409 unless a draft. */
  async function draft(tx: Executor, id: string) {
    const cycle = await findCycle(tx, id, { forUpdate: true });
    if (cycle === undefined) throw notFound(REVIEW_CYCLE_MESSAGES.notFound);
    if (cycle.phase !== 'draft') throw conflict('CYCLE_NOT_DRAFT', REVIEW_CYCLE_MESSAGES.notDraft);
    return cycle;
  }

  async function templateOf(tx: Executor, templateId: string | null) {
    const template = templateId === null ? undefined : await findTemplateForCycle(tx, templateId);
    if (template === undefined) throw validationFailed({ templateId: REVIEW_CYCLE_MESSAGES.templateNotFound });
    return template.content;
  }

  /** The cycle as the API gives it: with its template's name, and how many take part (or would, today). */
  async function view(executor: Executor, { templateId, templateName, ...cycle }: CycleRow) {
    const participantCount =
      cycle.phase === 'draft' ? await countEligible(executor, cycle) : await countParticipants(executor, cycle.id);
    return {
      ...cycle,
      template: templateId === null ? null : { id: templateId, name: templateName ?? '' },
      participantCount,
    };
  }

  async function viewById(executor: Executor, id: string) {
    const cycle = await findCycle(executor, id);
    if (cycle === undefined) throw notFound(REVIEW_CYCLE_MESSAGES.notFound);
    return view(executor, cycle);
  }

  return {
    list: async () => Promise.all((await listCycles(db)).map((cycle) => view(db, cycle))),

    get: (id: string) => viewById(db, id),

    /** The cycles running now that concern the signed-in person: as a participant, or as the manager the cycle froze. */
    mine: (personId: string) => listCyclesOf(db, personId),

    create: (actor: Actor, setup: ReviewCycleSetup) =>
      db.transaction(async (tx) => {
        await templateOf(tx, setup.templateId);
        const id = await insertCycle(tx, setup);
        await auditor.record(tx, actor, {
          action: 'review-cycle.created',
          summary: AUDIT_SUMMARIES.reviewCycleCreated(setup.name),
          subjectId: id,
        });
        return viewById(tx, id);
      }),

    update: (actor: Actor, id: string, setup: ReviewCycleSetup) =>
      db.transaction(async (tx) => {
        await draft(tx, id);
        await templateOf(tx, setup.templateId);
        await updateCycle(tx, id, setup);
        await auditor.record(tx, actor, {
          action: 'review-cycle.updated',
          summary: AUDIT_SUMMARIES.reviewCycleUpdated(setup.name),
          subjectId: id,
        });
        return viewById(tx, id);
      }),

    remove: (actor: Actor, id: string) =>
      db.transaction(async (tx) => {
        const cycle = await draft(tx, id);
        await deleteCycle(tx, id);
        await auditor.record(tx, actor, {
          action: 'review-cycle.deleted',
          summary: AUDIT_SUMMARIES.reviewCycleDeleted(cycle.name),
          subjectId: id,
        });
      }),

    /**
     * Launches a draft: 409 when the template asks nothing of a kind of review the cycle turns on,
     * or when nobody matches who takes part. The cycle opens peer nominations when it has peer
     * reviews, and writing, with every review to write, otherwise.
     */
    launch: (actor: Actor, id: string) =>
      db.transaction(async (tx) => {
        const cycle = await draft(tx, id);
        const template = await templateOf(tx, cycle.templateId);
        const unasked = reviewsWithoutQuestions(cycle.reviews, template);
        if (unasked.length > 0) {
          const names = unasked.map((review) => REVIEWER_LABELS[review].toLowerCase());
          throw conflict('TEMPLATE_INCOMPLETE', REVIEW_CYCLE_MESSAGES.noQuestionsFor(names));
        }
        const people = await freezeParticipants(tx, id, cycle);
        if (people === 0) throw conflict('NOBODY_TAKES_PART', REVIEW_CYCLE_MESSAGES.nobodyTakesPart);
        const phase = cycle.reviews.includes('peer') ? 'nominations' : 'writing';
        await markLaunched(tx, id, template, phase);
        if (phase === 'writing') await openReviews(tx, id, cycle.reviews);
        await auditor.record(tx, actor, {
          action: 'review-cycle.launched',
          summary: AUDIT_SUMMARIES.reviewCycleLaunched(cycle.name, people),
          subjectId: id,
        });
        return viewById(tx, id);
      }),

    /**
     * Moves a launched cycle on from `from` (409 when it is in another phase by now): from
     * nominations, every nomination still waiting is approved and writing opens, with every
     * review to write; from writing, reviews lock and each person's final rating is proposed from
     * their score.
     */
    advance: (actor: Actor, id: string, from: CyclePhase) =>
      db.transaction(async (tx) => {
        const cycle = await findCycle(tx, id, { forUpdate: true });
        if (cycle === undefined) throw notFound(REVIEW_CYCLE_MESSAGES.notFound);
        if (cycle.phase !== from) {
          throw conflict('PHASE_CHANGED', REVIEW_CYCLE_MESSAGES.phaseChanged(CYCLE_PHASE_LABELS[cycle.phase]));
        }
        const next = CYCLE_PHASES[CYCLE_PHASES.indexOf(from) + 1]!;
        if (from === 'nominations') await approveWaiting(tx, id);
        await setPhase(tx, id, next);
        if (next === 'writing') await openReviews(tx, id, cycle.reviews);
        if (next === 'calibration') await proposeFinalRatings(tx, id);
        await auditor.record(tx, actor, {
          action: 'review-cycle.advanced',
          summary: AUDIT_SUMMARIES.reviewCycleAdvanced(cycle.name, CYCLE_PHASE_LABELS[next]),
          subjectId: id,
        });
        return viewById(tx, id);
      }),
  };
}

export type ReviewCycleService = ReturnType<typeof createReviewCycleService>;
