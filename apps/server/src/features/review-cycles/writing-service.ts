import type { Question, ReviewTemplateDocument } from '@topgear/shared/review-templates';
import {
  RATING_COMMENT_LENGTH,
  REVIEW_WRITING_MESSAGES,
  type Answer,
  type reviewQuestionSchema,
} from '@topgear/shared/review-writing';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { conflict, notFound, validationFailed } from '../../http-errors';
import type { Viewer } from '../../private-details';
import { levelCount, questionsFor } from './template-questions';
import { findReview, listReviewsBy, markSubmitted, saveAnswers, type RequestRow } from './writing-repository';

/** A goal as a goals question shows it. */
export interface ReviewGoal {
  id: string;
  name: string;
  target: number;
  progress: number;
  status: string | null;
}

/**
 * The person's goals that share a day with the period (the goals feature's), for goals questions;
 * read through `db`, the transaction under way when there is one.
 */
export type GoalsDuring = (db: Executor, personId: string, from: string, to: string) => Promise<ReviewGoal[]>;

/** What is wrong with an answer to `question`, if anything. */
function answerProblem(question: Question, answer: Answer, template: ReviewTemplateDocument) {
  if (question.kind === 'text') {
    if (answer.rating !== null) return REVIEW_WRITING_MESSAGES.writtenOnly;
    if (answer.text.length > question.maxLength) return REVIEW_WRITING_MESSAGES.textTooLong(question.maxLength);
    return undefined;
  }
  const levels = levelCount(question, template);
  if (answer.rating !== null && answer.rating > levels) return REVIEW_WRITING_MESSAGES.ratingOutOfScale(levels);
  if (answer.text.length > RATING_COMMENT_LENGTH) return REVIEW_WRITING_MESSAGES.textTooLong(RATING_COMMENT_LENGTH);
  return undefined;
}

const isAnswered = (question: Question, answer: Answer | undefined) =>
  answer !== undefined && (question.kind === 'text' ? answer.text.trim() !== '' : answer.rating !== null);

/** The question as the reviewer sees it: what it is rated on, or its longest answer. */
function viewOf(
  { question, sectionTitle }: { question: Question; sectionTitle: string },
  template: ReviewTemplateDocument,
  goals: ReviewGoal[],
): z.output<typeof reviewQuestionSchema> {
  const base = {
    id: question.id,
    prompt: question.prompt,
    help: question.help,
    required: question.required,
    visibility: question.visibility,
    sectionTitle,
  };
  switch (question.kind) {
    case 'rating':
      return { kind: 'rating', ...base, levels: template.scale };
    case 'text':
      return { kind: 'text', ...base, maxLength: question.maxLength };
    case 'competency':
      return { kind: 'competency', ...base, competency: question.competency, levels: question.levels };
    case 'goals':
      return { kind: 'goals', ...base, levels: template.scale, goals };
  }
}

/**
 * Writing reviews (decision 042): the reviewer — and only they; anyone else gets 404 — reads the
 * questions their relation answers, saves drafts while the cycle is writing, and submits, after
 * which the answers are locked (409).
 */
export function createWritingService({ db, goalsDuring }: { db: Database; goalsDuring: GoalsDuring }) {
  /** The review when `viewer` writes it; 404 otherwise. */
  async function mine(executor: Executor, viewer: Viewer, id: string, lock = { forUpdate: false }) {
    const row = await findReview(executor, id, lock);
    if (row === undefined || row.reviewerId !== viewer.id) throw notFound(REVIEW_WRITING_MESSAGES.notFound);
    return row;
  }

  /** The review in a transaction, locked: 409 unless the cycle is writing and it is not submitted. */
  async function writable(tx: Executor, viewer: Viewer, id: string) {
    const row = await mine(tx, viewer, id, { forUpdate: true });
    if (row.cycle.phase !== 'writing') throw conflict('CYCLE_NOT_WRITING', REVIEW_WRITING_MESSAGES.notWriting);
    if (row.submittedAt !== null) throw conflict('REVIEW_SUBMITTED', REVIEW_WRITING_MESSAGES.submitted);
    return row;
  }

  function summaryOf(row: RequestRow) {
    const questions = row.template === null ? [] : questionsFor(row.template, row.relation);
    return {
      id: row.id,
      cycle: row.cycle,
      subject: row.subject,
      relation: row.relation,
      status: row.submittedAt === null ? ('open' as const) : ('submitted' as const),
      answered: questions.filter(({ question }) => isAnswered(question, row.answers[question.id])).length,
      questionCount: questions.length,
      submittedAt: row.submittedAt,
    };
  }

  async function reviewOf(executor: Executor, row: RequestRow) {
    const template = row.template!;
    const questions = questionsFor(template, row.relation);
    const goals = questions.some(({ question }) => question.kind === 'goals')
      ? await goalsDuring(executor, row.subject.id, row.cycle.periodStart, row.cycle.periodEnd)
      : [];
    return {
      ...summaryOf(row),
      questions: questions.map((entry) => viewOf(entry, template, goals)),
      answers: row.answers,
      updatedAt: row.updatedAt,
    };
  }

  /** 400 naming `answers.<question id>` for an answer to a question not asked, a rating off its scale, or a text too long. */
  function checkAnswers(row: RequestRow, answers: Record<string, Answer>) {
    const template = row.template!;
    const asked = new Map(questionsFor(template, row.relation).map(({ question }) => [question.id, question]));
    const problems = Object.entries(answers).flatMap(([id, answer]) => {
      const question = asked.get(id);
      const problem =
        question === undefined ? REVIEW_WRITING_MESSAGES.unknownQuestion : answerProblem(question, answer, template);
      return problem === undefined ? [] : [[`answers.${id}`, problem] as const];
    });
    if (problems.length > 0) throw validationFailed(Object.fromEntries(problems));
  }

  return {
    /** The reviews I am asked to write in cycles writing, calibrating or sharing. */
    inbox: async (viewer: Viewer) => (await listReviewsBy(db, viewer.id)).map(summaryOf),

    get: async (viewer: Viewer, id: string) => reviewOf(db, await mine(db, viewer, id)),

    /** Saves every answer so far as the draft. */
    save: (viewer: Viewer, id: string, answers: Record<string, Answer>) =>
      db.transaction(async (tx) => {
        const row = await writable(tx, viewer, id);
        checkAnswers(row, answers);
        await saveAnswers(tx, id, answers);
        return reviewOf(tx, (await findReview(tx, id))!);
      }),

    /** Submits the review as saved: 400 naming each required question left unanswered. */
    submit: (viewer: Viewer, id: string) =>
      db.transaction(async (tx) => {
        const row = await writable(tx, viewer, id);
        const unanswered = questionsFor(row.template!, row.relation).filter(
          ({ question }) => question.required && !isAnswered(question, row.answers[question.id]),
        );
        if (unanswered.length > 0) {
          throw validationFailed(
            Object.fromEntries(
              unanswered.map(({ question }) => [`answers.${question.id}`, REVIEW_WRITING_MESSAGES.required]),
            ),
          );
        }
        await markSubmitted(tx, id);
        return reviewOf(tx, (await findReview(tx, id))!);
      }),
  };
}

export type WritingService = ReturnType<typeof createWritingService>;
