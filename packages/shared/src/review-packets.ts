/**
 * Sharing a review: once a cycle's calibration is over, each person's manager (or an
 * administrator) shares their packet with them — the final rating, their goals of the period, and
 * the answers about them that the template shares with the person. The person acknowledges it,
 * with a comment their manager reads. Answers private to managers never reach the person; peers'
 * and reports' answers reach anyone only pooled, and only from the cycle's anonymity threshold
 * (decision 043).
 */
import { z } from 'zod';
import { instantSchema } from './dates';
import { personRefSchema } from './people';
import { praiseSchema } from './recognition';
import { CYCLE_PHASES } from './review-cycles';
import { ANSWER_VISIBILITIES, QUESTION_KINDS, REVIEWERS, scaleLevelSchema } from './review-templates';
import { answerSchema, reviewGoalSchema } from './review-writing';
import { optionalText } from './text';
import { userIdSchema } from './users';

/** A comment on an acknowledgement: room for a reply, not a rebuttal essay. */
export const ACKNOWLEDGEMENT_COMMENT_LENGTH = 2_000;

/** The most people shared with in one request: more than any company's cycle takes in. */
export const BULK_SHARE_LIMIT = 5_000;

export const REVIEW_PACKET_MESSAGES = {
  notFound: 'We could not find this review.',
  notSharing: 'Reviews can be shared only while the cycle is sharing results.',
  alreadyShared: 'This review was shared already.',
  alreadyAcknowledged: 'You acknowledged this review already.',
  resultsNotReady: 'The results are ready once the cycle reaches calibration.',
  notTakingPart: 'Each person must take part in this cycle',
  notYourOwn: 'Your own review is shared by your manager or another administrator',
  noPeople: 'Choose at least one person',
  repeatedPerson: 'Each person can be listed once',
  noFinalRating: 'No final rating',
} as const;

/** Who wrote the answers of a block — the person, their manager, or a group pooled without names — read by either side. */
export const PACKET_RELATION_LABELS = {
  self: 'Self-review',
  manager: "Manager's review",
  peer: 'Peers',
  upward: 'Direct reports',
} as const;

/** A level of a scale with its value, its position from 1. */
export const packetLevelSchema = scaleLevelSchema.extend({ value: z.number().int() });
export type PacketLevel = z.infer<typeof packetLevelSchema>;

/** Peers' or reports' answers to one question: pooled from the threshold on, nothing below it. */
export const packetGroupAnswersSchema = z.object({
  relation: z.enum(['peer', 'upward']),
  /** False below the cycle's anonymity threshold: then nothing else is given. */
  shown: z.boolean(),
  /** How many gave each level, lowest first; null for a written question or a hidden group. */
  ratings: z.array(z.number().int()).nullable(),
  /** The mean of the ratings given, to one decimal; null when none was given or the group is hidden. */
  average: z.number().nullable(),
  /** The written answers and comments, in alphabetical order. */
  texts: z.array(z.string()),
});
export type PacketGroupAnswers = z.infer<typeof packetGroupAnswersSchema>;

/** A question of the packet with every answer to it that the reader may see. */
export const packetQuestionSchema = z.object({
  id: z.string(),
  kind: z.enum(QUESTION_KINDS),
  prompt: z.string(),
  visibility: z.enum(ANSWER_VISIBILITIES),
  /** Who answered it in this cycle: those of the template's `answeredBy` the cycle turned on. */
  answeredBy: z.array(z.enum(REVIEWERS)),
  /** The competency's name, for a competency question. */
  competency: z.string().nullable(),
  /** What a rating means: the template's scale, or the competency's levels; null for a written question. */
  levels: z.array(scaleLevelSchema).nullable(),
  /** The person's submitted answer; null when they answered nothing (or are not asked). */
  self: answerSchema.nullable(),
  /** The manager's submitted answer; null when they answered nothing (or are not asked). */
  manager: answerSchema.nullable(),
  groups: z.array(packetGroupAnswersSchema),
});
export type PacketQuestion = z.input<typeof packetQuestionSchema>;

export const packetCycleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phase: z.enum(CYCLE_PHASES),
  periodStart: z.string(),
  periodEnd: z.string(),
});

/** GET /api/review-cycles/:id/packet: my review, once shared with me. */
/** The most praise a packet lists, newest first; it says how many there are in all. */
export const PACKET_PRAISE_MAX = 50;

/** The packet's words on its praise, on the screen and in the PDF alike. */
export const PACKET_PRAISE_TEXTS = {
  title: 'Praise received in the period',
  none: 'No praise received in this period.',
  more: (shown: number, total: number) => `The newest ${shown} of ${total}.`,
  line: (author: string, recipients: string[], value: string | null) =>
    `${author} praised ${recipients.join(', ')}${value ? ` for ${value}` : ''}`,
} as const;

export const reviewPacketSchema = z.object({
  cycle: packetCycleSchema,
  person: personRefSchema,
  finalRating: packetLevelSchema.nullable(),
  goals: z.array(reviewGoalSchema),
  /**
   * Evidence: the praise the person received in the review period that the reader may read (public
   * praise, and private praise as its own rule allows), the newest PACKET_PRAISE_MAX of `total`.
   */
  praise: z.object({ items: z.array(praiseSchema), total: z.number().int().min(0) }),
  sections: z.array(
    z.object({ id: z.string(), title: z.string(), description: z.string(), questions: z.array(packetQuestionSchema) }),
  ),
  sharedAt: instantSchema.nullable(),
  acknowledgement: z.object({ at: instantSchema, comment: z.string() }).nullable(),
});
export type ReviewPacket = z.input<typeof reviewPacketSchema>;

/**
 * GET /api/review-cycles/:id/people/:personId/packet: the packet as the person's managers read it,
 * private questions included; `canShare` when the reader may share it now.
 */
export const managerPacketSchema = reviewPacketSchema.extend({ canShare: z.boolean() });
export type ManagerPacket = z.input<typeof managerPacketSchema>;

/** POST /api/review-cycles/:id/packet/acknowledgement. */
export const acknowledgementInputSchema = z.object({
  comment: optionalText('comment', { max: ACKNOWLEDGEMENT_COMMENT_LENGTH, multiline: true }),
});
export type AcknowledgementInput = z.input<typeof acknowledgementInputSchema>;

/** POST /api/review-cycles/:id/sharing: administrators share these people's packets at once. */
export const bulkShareInputSchema = z.object({
  personIds: z
    .array(userIdSchema, { error: REVIEW_PACKET_MESSAGES.noPeople })
    .min(1, REVIEW_PACKET_MESSAGES.noPeople)
    .max(BULK_SHARE_LIMIT)
    .refine((ids) => new Set(ids).size === ids.length, REVIEW_PACKET_MESSAGES.repeatedPerson),
});
export type BulkShareInput = z.input<typeof bulkShareInputSchema>;

export const bulkShareResultSchema = z.object({ shared: z.number().int() });

/** GET /api/review-cycles/:id/sharing: how far sharing has gone, and whose packets wait. */
export const sharingStatusSchema = z.object({
  participants: z.number().int(),
  shared: z.number().int(),
  acknowledged: z.number().int(),
  /** The people whose packets are not shared yet. */
  waitingIds: z.array(z.string()),
});
export type SharingStatus = z.infer<typeof sharingStatusSchema>;

/** GET /api/people/:id/review-cycles: the cycles a person took part in, the latest first. */
export const personReviewCyclesSchema = z.array(
  z.object({
    cycle: packetCycleSchema,
    /** The final rating's label; null when there is none, or the reader is the person and it is not shared. */
    finalRating: z.string().nullable(),
    sharedAt: instantSchema.nullable(),
    acknowledgedAt: instantSchema.nullable(),
    /** Whether the reader may open the packet: their own once shared, or as a manager from calibration on. */
    packetAvailable: z.boolean(),
  }),
);
export type PersonReviewCycles = z.input<typeof personReviewCyclesSchema>;
