/**
 * Praise: anyone thanks one to six colleagues in a few words, for one of the company's values or
 * none. Public praise is for everyone signed in; private praise only for its author, its
 * recipients and their managers. A person's page counts what they received by value.
 */
import { z } from 'zod';
import { VALUE_ICONS } from './company-values';
import { instantSchema, monthSchema } from './dates';
import { pageQuerySchema, pageSchema } from './pagination';
import { personRefSchema } from './people';
import { requiredText } from './text';
import { userIdSchema } from './users';

/** As many people as one thank-you can honestly name, as Lattice allows. */
export const PRAISE_RECIPIENTS_MAX = 6;
export const PRAISE_MESSAGE_MAX = 1000;

export const PRAISE_VISIBILITIES = ['public', 'private'] as const;
export type PraiseVisibility = (typeof PRAISE_VISIBILITIES)[number];

export const RECOGNITION_MESSAGES = {
  recipientsRequired: 'Choose who you are praising',
  tooManyRecipients: `Praise at most ${PRAISE_RECIPIENTS_MAX} people at once`,
  recipientTwice: 'Each person can be named once',
  notYourself: 'Praise someone other than yourself',
  recipientUnknown: 'One of these people is not an active member of the company',
  valueUnknown: 'This value is not one the company uses now: choose another, or none',
  personNotFound: 'We could not find this person.',
  praiseNotFound: 'We could not find this praise.',
} as const;

/** What a recipient's bell says. */
export const praiseNotification = (author: string, valueName: string | undefined) =>
  valueName === undefined ? `${author} praised you` : `${author} praised you for ${valueName}`;

/** POST /api/praise. */
export const praiseInputSchema = z.object({
  recipientIds: z
    .array(userIdSchema, { error: RECOGNITION_MESSAGES.recipientsRequired })
    .min(1, RECOGNITION_MESSAGES.recipientsRequired)
    .max(PRAISE_RECIPIENTS_MAX, RECOGNITION_MESSAGES.tooManyRecipients)
    .refine((ids) => new Set(ids).size === ids.length, RECOGNITION_MESSAGES.recipientTwice),
  message: requiredText('message', { max: PRAISE_MESSAGE_MAX, required: 'Say what they did', multiline: true }),
  valueId: z.uuid({ error: RECOGNITION_MESSAGES.valueUnknown }).nullable().default(null),
  visibility: z.enum(PRAISE_VISIBILITIES, { error: 'Choose who may see it' }),
});
export type PraiseInput = z.input<typeof praiseInputSchema>;
export type PraiseFields = z.output<typeof praiseInputSchema>;

/** The value a praise names, as it is now: a retired value stays on the praise given for it. */
export const praiseValueSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  icon: z.enum(VALUE_ICONS),
  retired: z.boolean(),
});
export type PraiseValue = z.infer<typeof praiseValueSchema>;

export const praiseSchema = z.object({
  id: z.uuid(),
  author: personRefSchema,
  recipients: z.array(personRefSchema),
  message: z.string(),
  value: praiseValueSchema.nullable(),
  visibility: z.enum(PRAISE_VISIBILITIES),
  createdAt: instantSchema,
});
export type Praise = z.input<typeof praiseSchema>;

export const praisePageSchema = pageSchema(praiseSchema);

/**
 * GET /api/people/:id/praise: what the person received that the reader may see, newest first;
 * `valueId` narrows it to one value, `none` to praise that names no value.
 */
export const receivedPraiseQuerySchema = pageQuerySchema.extend({
  valueId: z.union([z.uuid({ error: 'valueId must be a value id or none' }), z.literal('none')]).optional(),
});
export type ReceivedPraiseQuery = z.output<typeof receivedPraiseQuerySchema>;

/** GET /api/people/:id/praise/by-value: how much of it names each value, the values in their order, then none. */
export const praiseCountsSchema = z.array(
  z.object({
    value: praiseValueSchema.nullable(),
    count: z.number().int().min(1),
  }),
);
export type PraiseCounts = z.infer<typeof praiseCountsSchema>;

/** The longest span the recognition chart draws: two years of months. */
export const INSIGHT_MONTHS_MAX = 24;
/** A report with no praise for this long is one their manager is shown. */
export const QUIET_DAYS = 60;

export const INSIGHT_GROUPINGS = ['value', 'department'] as const;
export type InsightGrouping = (typeof INSIGHT_GROUPINGS)[number];

/**
 * GET /api/recognition/insight?by=&from=&to=: praise month by month, from `from` to `to` (both
 * included, UTC months), by value or by the department of the people praised.
 */
export const insightQuerySchema = z
  .object({
    by: z.enum(INSIGHT_GROUPINGS, { error: 'by must be value or department' }).default('value'),
    from: monthSchema('from'),
    to: monthSchema('to'),
  })
  .refine(({ from, to }) => from <= to, { message: 'from must not be after to', path: ['from'] })
  .refine(({ from, to }) => monthsBetween(from, to) <= INSIGHT_MONTHS_MAX, {
    message: `Choose at most ${INSIGHT_MONTHS_MAX} months`,
    path: ['to'],
  });
export type InsightQuery = z.output<typeof insightQuerySchema>;

/** How many months `from` to `to` spans, both included: 2026-01 to 2026-12 is 12. */
export function monthsBetween(from: string, to: string) {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7));
  return index(to) - index(from) + 1;
}

/**
 * One line of the chart: a value (null for praise that names none), or a department (null for
 * people in none); `counts` has one number a month, in the answer's `months` order.
 */
export const insightGroupSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  counts: z.array(z.number().int().min(0)),
});

/**
 * By value, each praise counts once; by department, each person praised counts once, in the
 * department they are in now. Private praise counts too: a count tells nothing of what was said.
 */
export const insightSchema = z.object({
  by: z.enum(INSIGHT_GROUPINGS),
  months: z.array(z.string()),
  groups: z.array(insightGroupSchema),
});
export type Insight = z.infer<typeof insightSchema>;

/** GET /api/recognition/quiet-reports: my direct reports with no praise in QUIET_DAYS days, longest quiet first. */
export const quietReportSchema = z.object({
  person: personRefSchema,
  /** When they were last praised; null when they never were. */
  lastPraisedAt: instantSchema.nullable(),
});
export const quietReportsSchema = z.array(quietReportSchema);
export type QuietReport = z.input<typeof quietReportSchema>;
