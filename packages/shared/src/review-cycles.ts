/**
 * Review cycles: one round of performance reviews. An administrator sets it up as a draft — the
 * template, the period reviewed, who takes part, which reviews are written, the peer limits, a
 * deadline per phase and the anonymity threshold — then launches it and moves it on phase by phase.
 */
import { z } from 'zod';
import { calendarDateSchema, instantSchema } from './dates';
import { REVIEWERS } from './review-templates';
import { requiredText } from './text';
import { userIdSchema } from './users';

/** The phases, in order; an administrator moves a cycle from one to the next. */
export const CYCLE_PHASES = ['draft', 'nominations', 'writing', 'calibration', 'sharing', 'closed'] as const;
export type CyclePhase = (typeof CYCLE_PHASES)[number];

export const CYCLE_PHASE_LABELS: Record<CyclePhase, string> = {
  draft: 'Draft',
  nominations: 'Peer nominations',
  writing: 'Writing reviews',
  calibration: 'Calibration',
  sharing: 'Sharing results',
  closed: 'Closed',
};

export const PEER_LIMITS = { lowest: 1, highest: 20, defaultMin: 3, defaultMax: 5 } as const;
export const ANONYMITY_THRESHOLD = { lowest: 3, highest: 10, default: 3 } as const;

export const REVIEW_CYCLE_MESSAGES = {
  notFound: 'We could not find this review cycle.',
  templateNotFound: 'Choose a review template that exists',
  periodOrder: 'The period must end on or after the day it starts',
  noReviews: 'Choose at least one kind of review',
  repeatedReview: 'Each kind of review can be chosen once',
  peerLimits: `Peers per person go from ${PEER_LIMITS.lowest} to ${PEER_LIMITS.highest}`,
  peerOrder: 'The most peers cannot be fewer than the fewest',
  threshold: `The anonymity threshold goes from ${ANONYMITY_THRESHOLD.lowest} to ${ANONYMITY_THRESHOLD.highest}`,
  nominationsDeadline: 'Peer reviews need a deadline for nominations',
  deadlineOrder: 'Each deadline must be on or after the one before it',
  notDraft: 'Only a draft cycle can be changed or deleted.',
  phaseChanged: (phase: string) => `The cycle is in ${phase} now: reload to see what comes next.`,
  nobodyTakesPart: 'Nobody matches who takes part: widen the departments, managers or start date.',
  noQuestionsFor: (reviews: readonly string[]) =>
    `The template asks nothing of ${reviews.join(', ')}: choose another template or fewer kinds of review.`,
} as const;

const dateField = (label: string) => calendarDateSchema(`Please enter the ${label} as a day on the calendar`);

const peerCount = z
  .number({ error: REVIEW_CYCLE_MESSAGES.peerLimits })
  .int(REVIEW_CYCLE_MESSAGES.peerLimits)
  .min(PEER_LIMITS.lowest, REVIEW_CYCLE_MESSAGES.peerLimits)
  .max(PEER_LIMITS.highest, REVIEW_CYCLE_MESSAGES.peerLimits);

/** POST /api/review-cycles and PUT /api/review-cycles/:id: a draft cycle, whole. */
export const reviewCycleInputSchema = z
  .object({
    name: requiredText('name', { max: 120, required: 'Please name the cycle' }),
    templateId: z.uuid({ error: REVIEW_CYCLE_MESSAGES.templateNotFound }),
    periodStart: dateField('start of the period'),
    periodEnd: dateField('end of the period'),
    reviews: z
      .array(z.enum(REVIEWERS), { error: REVIEW_CYCLE_MESSAGES.noReviews })
      .min(1, REVIEW_CYCLE_MESSAGES.noReviews)
      .refine((reviews) => new Set(reviews).size === reviews.length, REVIEW_CYCLE_MESSAGES.repeatedReview),
    peersMin: peerCount.default(PEER_LIMITS.defaultMin),
    peersMax: peerCount.default(PEER_LIMITS.defaultMax),
    anonymityThreshold: z
      .number({ error: REVIEW_CYCLE_MESSAGES.threshold })
      .int(REVIEW_CYCLE_MESSAGES.threshold)
      .min(ANONYMITY_THRESHOLD.lowest, REVIEW_CYCLE_MESSAGES.threshold)
      .max(ANONYMITY_THRESHOLD.highest, REVIEW_CYCLE_MESSAGES.threshold)
      .default(ANONYMITY_THRESHOLD.default),
    nominationsDue: dateField('nominations deadline').nullable().default(null),
    writingDue: dateField('writing deadline'),
    calibrationDue: dateField('calibration deadline'),
    sharingDue: dateField('sharing deadline'),
    /** Empty: every department. */
    departmentIds: z
      .array(z.uuid({ error: 'This is not the id of a department' }))
      .max(200)
      .default([]),
    /** The people under these managers, at any depth (the managers too); empty: anyone. */
    managerIds: z.array(userIdSchema).max(200).default([]),
    /** Leaves out people who started after this day; null: nobody is left out for it. */
    startedBy: dateField('latest start date').nullable().default(null),
  })
  .superRefine((cycle, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (cycle.periodEnd < cycle.periodStart) problem('periodEnd', REVIEW_CYCLE_MESSAGES.periodOrder);
    if (cycle.peersMax < cycle.peersMin) problem('peersMax', REVIEW_CYCLE_MESSAGES.peerOrder);
    const peers = cycle.reviews.includes('peer');
    if (peers && cycle.nominationsDue === null) problem('nominationsDue', REVIEW_CYCLE_MESSAGES.nominationsDeadline);
    const deadlines = [
      ['nominationsDue', peers ? cycle.nominationsDue : null],
      ['writingDue', cycle.writingDue],
      ['calibrationDue', cycle.calibrationDue],
      ['sharingDue', cycle.sharingDue],
    ] as const;
    let previous: string | null = null;
    for (const [path, due] of deadlines) {
      if (due === null) continue;
      if (previous !== null && due < previous) problem(path, REVIEW_CYCLE_MESSAGES.deadlineOrder);
      previous = due;
    }
  });
export type ReviewCycleInput = z.input<typeof reviewCycleInputSchema>;
export type ReviewCycleSetup = z.output<typeof reviewCycleInputSchema>;

export const reviewCycleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The template it was set up with; null once deleted after the cycle closed (the cycle keeps its copy). */
  template: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
  reviews: z.array(z.enum(REVIEWERS)),
  peersMin: z.number().int(),
  peersMax: z.number().int(),
  anonymityThreshold: z.number().int(),
  nominationsDue: z.string().nullable(),
  writingDue: z.string(),
  calibrationDue: z.string(),
  sharingDue: z.string(),
  departmentIds: z.array(z.string()),
  managerIds: z.array(z.string()),
  startedBy: z.string().nullable(),
  phase: z.enum(CYCLE_PHASES),
  /** How many people take part: frozen at launch; before it, how many would today. */
  participantCount: z.number().int(),
  launchedAt: instantSchema.nullable(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
export type ReviewCycle = z.input<typeof reviewCycleSchema>;
export const reviewCycleListSchema = z.array(reviewCycleSchema);

/**
 * POST /api/review-cycles/:id/advance: moves the cycle on from `from`, the phase the administrator
 * saw, so that a second press (or another administrator's) does not skip a phase.
 */
export const advanceInputSchema = z.object({
  from: z.enum(['nominations', 'writing', 'calibration', 'sharing'], {
    error: 'Only a launched cycle that is not closed moves on',
  }),
});

export const reviewCycleParamsSchema = z.object({ id: z.uuid({ error: 'This is not the id of a review cycle' }) });

/** A cycle as the screens of people taking part name it: its phase, the peer limits and the nominations deadline. */
export const reviewCycleRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  phase: z.enum(CYCLE_PHASES),
  peersMin: z.number().int(),
  peersMax: z.number().int(),
  nominationsDue: z.string().nullable(),
});

/**
 * GET /api/review-cycles/mine: the launched cycles not yet closed in which I take part, or am the
 * manager the cycle froze for someone (`manages` says for how many), the latest launched first —
 * what each asks of me now follows from its phase.
 */
export const myReviewCyclesSchema = z.array(
  z.object({
    cycle: reviewCycleRefSchema.extend({
      writingDue: z.string(),
      calibrationDue: z.string(),
      sharingDue: z.string(),
    }),
    takesPart: z.boolean(),
    manages: z.number().int(),
    /** My own results are shared with me. */
    resultsShared: z.boolean(),
  }),
);
export type MyReviewCycles = z.infer<typeof myReviewCyclesSchema>;
