/**
 * Calibration: once writing closes, administrators (and managers, for the people under them in the
 * cycle) compare everyone's ratings side by side and settle each person's final rating.
 */
import { z } from 'zod';
import { CYCLE_PHASES } from './review-cycles';
import { personRefSchema } from './people';
import { scaleLevelSchema } from './review-templates';
import { requiredText } from './text';
import { userIdSchema } from './users';

/** The parts a person's score is made of: the ratings of each kind of reviewer. */
export const SCORE_PARTS = ['manager', 'peer', 'self', 'upward'] as const;
export type ScorePart = (typeof SCORE_PARTS)[number];

/**
 * How much each part weighs in the score, in percent. A part without ratings — not asked, not
 * written, or a group below the anonymity threshold — is left out and the others are scaled up to
 * 100 %, so that a missing part never counts as a low one.
 */
export const SCORE_WEIGHTS: Record<ScorePart, number> = { manager: 50, peer: 25, self: 15, upward: 10 };

export const SCORE_PART_LABELS: Record<ScorePart, string> = {
  manager: 'Manager',
  peer: 'Peers',
  self: 'Self',
  upward: 'Reports',
};

export const CALIBRATION_MESSAGES = {
  notYet: 'Calibration opens when the cycle stops taking reviews.',
  notCalibrating: 'Final ratings change only while the cycle is in calibration.',
  noCycle: 'We could not find this review cycle among those you calibrate.',
  notYours: 'We could not find this person among the people you calibrate in this cycle.',
  ratingOutOfScale: (levels: number) => `Choose a rating from 1 to ${levels}`,
  reasonRequired: 'Please say why the rating changes',
  unchanged: 'This is the final rating already',
} as const;

/** GET /api/review-cycles/:id/calibration: narrows the table; empty means everyone. */
export const calibrationQuerySchema = z.object({
  departmentId: z.uuid({ error: 'This is not the id of a department' }).optional(),
  managerId: userIdSchema.optional(),
});
export type CalibrationQuery = z.infer<typeof calibrationQuerySchema>;

/** One part of a score: the mean rating, and the weight it carried once missing parts were left out. */
const scorePartSchema = z.object({
  part: z.enum(SCORE_PARTS),
  /** The mean of the part's ratings on the scale, to one decimal. */
  average: z.number(),
  /** Percent, after re-balancing; the weights of a score add up to 100. */
  weight: z.number(),
});

/** A group of reviewers (peers, reports) as calibration sees it: its mean only from the threshold on. */
const groupSummarySchema = z.object({
  asked: z.number().int(),
  submitted: z.number().int(),
  /** Null below the anonymity threshold, or when nobody in it gave a rating. */
  average: z.number().nullable(),
  shown: z.boolean(),
});

export const calibrationRowSchema = z.object({
  person: personRefSchema,
  department: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** The manager the cycle froze at launch. */
  manager: personRefSchema.nullable(),
  /** The mean of the manager's ratings on the scale; null when not written or without ratings. */
  managerAverage: z.number().nullable(),
  selfAverage: z.number().nullable(),
  peers: groupSummarySchema,
  reports: groupSummarySchema,
  /** The weighted score and what it is made of; null when no part has a rating. */
  score: z.number().nullable(),
  scoreParts: z.array(scorePartSchema),
  /** The manager's rating of each rated question, by question id: what the 9-box plots. */
  managerRatings: z.record(z.string(), z.number().int()),
  goals: z.object({ count: z.number().int(), averageProgress: z.number().nullable() }),
  finalRating: z.number().int().nullable(),
  finalRatingReason: z.string().nullable(),
});
export type CalibrationRow = z.infer<typeof calibrationRowSchema>;

export const calibrationSchema = z.object({
  cycle: z.object({
    id: z.uuid(),
    name: z.string(),
    phase: z.enum(CYCLE_PHASES),
    anonymityThreshold: z.number().int(),
    calibrationDue: z.string(),
  }),
  scale: z.array(scaleLevelSchema),
  /** The questions the manager rates: the 9-box's axes to choose from, each with its number of levels. */
  ratedQuestions: z.array(z.object({ id: z.string(), prompt: z.string(), levels: z.number().int() })),
  /** The managers of the people the caller calibrates, for the table's filter. */
  managers: z.array(personRefSchema),
  departments: z.array(z.object({ id: z.string(), name: z.string() })),
  rows: z.array(calibrationRowSchema),
});
export type Calibration = z.infer<typeof calibrationSchema>;

/** PUT /api/review-cycles/:id/people/:personId/final-rating */
export const finalRatingInputSchema = z.object({
  rating: z
    .number({ error: 'Choose a rating' })
    .int('Choose a rating')
    .min(1, 'Choose a rating')
    .max(10, 'Choose a rating'),
  reason: requiredText('reason', { max: 1000, required: CALIBRATION_MESSAGES.reasonRequired, multiline: true }),
});
export type FinalRatingInput = z.input<typeof finalRatingInputSchema>;
