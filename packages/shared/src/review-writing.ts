/**
 * Writing reviews: once a cycle opens writing, each participant has a review to write about
 * themselves, their manager one about them, each approved peer one, and each of their reports one
 * about them (the kinds the cycle turned on). A review's answers save as a draft while the
 * reviewer types; Submit locks them.
 */
import { z } from 'zod';
import { CYCLE_PHASES } from './review-cycles';
import { personRefSchema } from './people';
import { ANSWER_VISIBILITIES, REVIEWERS, scaleLevelSchema } from './review-templates';
import { instantSchema } from './dates';

export const REVIEW_REQUEST_STATUSES = ['open', 'submitted'] as const;
export type ReviewRequestStatus = (typeof REVIEW_REQUEST_STATUSES)[number];

/** A comment beside a rating: room for a reason, not an essay. */
export const RATING_COMMENT_LENGTH = 2_000;

export const REVIEW_WRITING_MESSAGES = {
  notFound: 'We could not find this review.',
  notWriting: 'This cycle is not taking reviews now.',
  submitted: 'This review was submitted: its answers can no longer change.',
  unknownQuestion: 'This review does not ask this question',
  writtenOnly: 'This question takes a written answer, not a rating',
  ratingOutOfScale: (levels: number) => `Choose a rating from 1 to ${levels}`,
  textTooLong: (most: number) => `An answer can have at most ${most.toLocaleString('en')} characters`,
  required: 'Please answer this question',
  controlCharacters: 'An answer may not contain control characters',
} as const;

/** The answer to one question: a rating (with an optional comment) or a written answer. */
export const answerSchema = z.object({
  rating: z.number().int().min(1).max(10).nullable().default(null),
  text: z
    .string()
    .max(10_000)
    .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u, REVIEW_WRITING_MESSAGES.controlCharacters)
    .default(''),
});
export type Answer = z.output<typeof answerSchema>;

/** PUT /api/review-requests/:id/answers: every answer so far, by question id (a draft). */
export const answersInputSchema = z.object({
  answers: z.record(z.string().max(64), answerSchema).refine((answers) => Object.keys(answers).length <= 600),
});
export type AnswersInput = z.input<typeof answersInputSchema>;

const cycleRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phase: z.enum(CYCLE_PHASES),
  periodStart: z.string(),
  periodEnd: z.string(),
  writingDue: z.string(),
});

/** A line of my inbox: a review I am asked to write. */
export const reviewRequestSummarySchema = z.object({
  id: z.uuid(),
  cycle: cycleRefSchema,
  subject: personRefSchema,
  relation: z.enum(REVIEWERS),
  status: z.enum(REVIEW_REQUEST_STATUSES),
  answered: z.number().int(),
  questionCount: z.number().int(),
  submittedAt: instantSchema.nullable(),
});
export type ReviewRequestSummary = z.input<typeof reviewRequestSummarySchema>;
export const reviewInboxSchema = z.array(reviewRequestSummarySchema);

const questionBase = {
  id: z.string(),
  prompt: z.string(),
  help: z.string(),
  required: z.boolean(),
  visibility: z.enum(ANSWER_VISIBILITIES),
  sectionTitle: z.string(),
};

/** A goal of the person, as a goals question shows it: its progress toward its target. */
export const reviewGoalSchema = z.object({
  id: z.string(),
  name: z.string(),
  target: z.number(),
  progress: z.number(),
  status: z.string().nullable(),
});
export type ReviewGoal = z.infer<typeof reviewGoalSchema>;

/** A question as the reviewer sees it: with what it is rated on, or its longest answer. */
export const reviewQuestionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rating'), ...questionBase, levels: z.array(scaleLevelSchema) }),
  z.object({ kind: z.literal('text'), ...questionBase, maxLength: z.number().int() }),
  z.object({
    kind: z.literal('competency'),
    ...questionBase,
    competency: z.string(),
    levels: z.array(scaleLevelSchema),
  }),
  z.object({
    kind: z.literal('goals'),
    ...questionBase,
    levels: z.array(scaleLevelSchema),
    goals: z.array(reviewGoalSchema),
  }),
]);
export type ReviewQuestion = z.infer<typeof reviewQuestionSchema>;

/** GET /api/review-requests/:id: the review to write, its questions and the answers so far. */
export const reviewRequestSchema = reviewRequestSummarySchema.extend({
  questions: z.array(reviewQuestionSchema),
  answers: z.record(z.string(), answerSchema),
  updatedAt: instantSchema,
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;

export const reviewRequestParamsSchema = z.object({ id: z.uuid({ error: REVIEW_WRITING_MESSAGES.notFound }) });

/** One question's answers from a group of reviewers, shown without names. */
export const groupAnswersSchema = z.object({
  questionId: z.string(),
  prompt: z.string(),
  kind: z.enum(['rating', 'text', 'competency', 'goals']),
  /** How many gave each level, lowest first; null for a written question. */
  ratings: z.array(z.number().int()).nullable(),
  /** The mean of the ratings given, to one decimal; null when none was given. */
  average: z.number().nullable(),
  /** The written answers and comments, in alphabetical order, so that their order tells nothing. */
  texts: z.array(z.string()),
});

/** Peers' or reports' reviews of someone: their answers only when at least the threshold submitted. */
export const reviewGroupSchema = z.object({
  relation: z.enum(['peer', 'upward']),
  asked: z.number().int(),
  submitted: z.number().int(),
  /** False below the threshold: then `questions` is empty, whatever was written. */
  shown: z.boolean(),
  questions: z.array(groupAnswersSchema),
});

/** GET /api/review-cycles/:id/people/:personId/feedback: what a manager reads while the reviews are written. */
export const managerFeedbackSchema = z.object({
  person: personRefSchema,
  anonymityThreshold: z.number().int(),
  /** The person's own review once submitted; null before (or when the cycle asks none). */
  selfReview: z
    .object({
      submittedAt: instantSchema,
      answers: z.array(
        z.object({
          questionId: z.string(),
          prompt: z.string(),
          /** The levels a rating is on, to name the one chosen; null for a written question. */
          levels: z.array(scaleLevelSchema).nullable(),
          answer: answerSchema,
        }),
      ),
    })
    .nullable(),
  groups: z.array(reviewGroupSchema),
});
export type ManagerFeedback = z.input<typeof managerFeedbackSchema>;

export const REVIEW_FEEDBACK_MESSAGES = {
  notYourReport: 'We could not find this person in your team for this cycle.',
  belowThreshold: 'Not enough responses to show',
} as const;
