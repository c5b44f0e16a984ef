/**
 * Progress of a launched review cycle, for administrators: how far each phase has come, overall and
 * by department, and who is late. People with something left to do in the current phase are
 * reminded — when it opens, three days before its deadline, once it has passed, and whenever an
 * administrator presses Remind.
 */
import { z } from 'zod';
import { orgUnitRefSchema, personRefSchema } from './people';
import { CYCLE_PHASES } from './review-cycles';
import { REVIEWERS } from './review-templates';

/** The phases in which people have something to do, and so are reminded; in calibration only administrators work. */
export const REMINDER_PHASES = ['nominations', 'writing', 'sharing'] as const;
export type ReminderPhase = (typeof REMINDER_PHASES)[number];

/**
 * Why a reminder went out: the phase opened, its deadline is near, the deadline passed — each sent
 * once — or an administrator pressed Remind (as often as they like).
 */
export const REMINDER_OCCASIONS = ['opened', 'due-soon', 'overdue', 'manual'] as const;
export type ReminderOccasion = (typeof REMINDER_OCCASIONS)[number];

/** The "due soon" reminder goes this many days before a deadline, or on any later day up to it. */
export const DUE_SOON_DAYS = 3;

/**
 * What someone can have left to do: nominate peers (fewer than the fewest proposed or approved),
 * approve their reports' proposed peers, write reviews, share their reports' results, read and
 * acknowledge their own.
 */
export const WORK_KINDS = ['nominate', 'approve', 'write', 'share', 'acknowledge'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

export const workLeftSchema = z.object({ kind: z.enum(WORK_KINDS), count: z.number().int().min(1) });
export type WorkLeft = z.infer<typeof workLeftSchema>;

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What is left, in words: "3 reviews to write". */
export function workLeftText({ kind, count }: WorkLeft) {
  switch (kind) {
    case 'nominate':
      return `${plural(count, 'more peer', 'more peers')} to nominate`;
    case 'approve':
      return `${plural(count, 'peer nomination', 'peer nominations')} to approve`;
    case 'write':
      return `${plural(count, 'review', 'reviews')} to write`;
    case 'share':
      return `results to share with ${count === 1 ? 'one person' : `${count} people`}`;
    case 'acknowledge':
      return 'results to read and acknowledge';
  }
}

const workList = new Intl.ListFormat('en', { type: 'conjunction' });

/** Everything left, in words: "3 reviews to write and results to share with one person". */
export const workListText = (work: readonly WorkLeft[]) => workList.format(work.map(workLeftText));

const countSchema = z.object({ done: z.number().int(), total: z.number().int() });
export type Completion = z.infer<typeof countSchema>;

/**
 * How far each phase has come among the people it counts. Only active people count: someone
 * deactivated since launch is asked nothing, and nothing is asked about them.
 */
const phasesSchema = z.object({
  /** Participants with at least the fewest peers proposed or approved; null when the cycle has no peer reviews. */
  nominations: countSchema.nullable(),
  /** Reviews submitted, of those asked. */
  writing: countSchema,
  /** Participants whose results were shared with them. */
  shared: countSchema,
  /** Of the participants whose results were shared, those who acknowledged them. */
  acknowledged: countSchema,
});

/** GET /api/review-cycles/:id/progress. */
export const reviewProgressSchema = z.object({
  phase: z.enum(CYCLE_PHASES),
  /** The current phase's deadline; null when it has none (a draft, a closed cycle). */
  due: z.string().nullable(),
  overall: phasesSchema.extend({
    /** Reviews submitted by kind of reviewer, in the order of `REVIEWERS`: only the kinds the cycle asks. */
    writingByRelation: z.array(countSchema.extend({ relation: z.enum(REVIEWERS) })),
  }),
  /** By the department each participant had at launch, alphabetically; null for those who had none. */
  departments: z.array(phasesSchema.extend({ department: orgUnitRefSchema.nullable() })),
  /** Who has something left to do in the current phase after its deadline, alphabetically. */
  overdue: z.array(z.object({ person: personRefSchema, work: z.array(workLeftSchema) })),
});
export type ReviewProgress = z.input<typeof reviewProgressSchema>;

/** POST /api/review-cycles/:id/reminders: how many people were reminded. */
export const remindedSchema = z.object({ reminded: z.number().int() });
export type Reminded = z.infer<typeof remindedSchema>;

export const REVIEW_PROGRESS_MESSAGES = {
  nothingToRemind:
    'Nobody has anything to do in this phase: reminders go out while the cycle takes nominations, reviews or the sharing of results.',
} as const;
