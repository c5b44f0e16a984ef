/**
 * Review templates: what a performance review asks. Administrators keep them; a review cycle
 * copies the one it uses when it is launched. A template has a rating scale (each level with a
 * label and a description) and sections of questions. Each question says who answers it (the
 * person about themselves, their manager, their peers, their reports) and whether the answer is
 * shared with the person or private to their managers; the form shows that to whoever writes.
 */
import { z } from 'zod';
import { instantSchema } from './dates';
import { optionalText, requiredText } from './text';

/** Who writes an answer about a person: the person, their manager, a peer, one of their reports. */
export const REVIEWERS = ['self', 'manager', 'peer', 'upward'] as const;
export type Reviewer = (typeof REVIEWERS)[number];

export const REVIEWER_LABELS: Record<Reviewer, string> = {
  self: 'The person',
  manager: 'Their manager',
  peer: 'Peers',
  upward: 'Their reports',
};

/** Who reads an answer once the review is shared: the person too, or only their managers. */
export const ANSWER_VISIBILITIES = ['shared', 'managers'] as const;
export type AnswerVisibility = (typeof ANSWER_VISIBILITIES)[number];

export const ANSWER_VISIBILITY_LABELS: Record<AnswerVisibility, string> = {
  shared: 'Shared with the person',
  managers: 'Private to their managers',
};

export const QUESTION_KINDS = ['rating', 'text', 'competency', 'goals'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  rating: 'Rating on the scale',
  text: 'Written answer',
  competency: 'Competency rating',
  goals: "The person's goals, rated",
};

export const SCALE_LEVELS = { min: 2, max: 10 } as const;
export const TEXT_ANSWER_LENGTH = { min: 50, max: 10_000, default: 2_000 } as const;
export const TEMPLATE_LIMITS = { sections: 20, questionsPerSection: 30 } as const;

export const REVIEW_TEMPLATE_MESSAGES = {
  notFound: 'We could not find this review template.',
  nameTaken: 'A review template with this name exists already',
  scaleSize: `A scale has from ${SCALE_LEVELS.min} to ${SCALE_LEVELS.max} levels`,
  noSections: 'Add at least one section',
  tooManySections: `A template can have at most ${TEMPLATE_LIMITS.sections} sections`,
  noQuestions: 'Add at least one question to this section',
  tooManyQuestions: `A section can have at most ${TEMPLATE_LIMITS.questionsPerSection} questions`,
  noReviewers: 'Choose who answers this question',
  repeatedReviewer: 'Each reviewer can be chosen once',
  goalsAnsweredBy: "Only the person and their manager rate the person's goals",
  runningCycle: (cycle: string) =>
    `The review cycle "${cycle}" is running with this template: copy the template to make changes.`,
  draftCycle: (cycle: string) =>
    `The draft review cycle "${cycle}" uses this template: choose another template for it first.`,
  textLength: `A written answer may be given from ${TEXT_ANSWER_LENGTH.min} to ${TEXT_ANSWER_LENGTH.max} characters`,
} as const;

/** One level of a scale: its value is its position, from 1. */
export const scaleLevelSchema = z.object({
  label: requiredText('level label', { max: 40, required: 'Please name this level' }),
  description: optionalText('level description', { max: 300 }),
});
export type ScaleLevel = z.infer<typeof scaleLevelSchema>;

/** "Meets expectations (3 of 5)": a rating with its level's label; null for no rating, or one the levels do not have. */
export function ratingText(levels: readonly { label: string }[] | null, rating: number | null | undefined) {
  const level = levels && rating ? levels[rating - 1] : undefined;
  return level && levels ? `${level.label} (${rating} of ${levels.length})` : null;
}

const scaleSchema = z
  .array(scaleLevelSchema, { error: REVIEW_TEMPLATE_MESSAGES.scaleSize })
  .min(SCALE_LEVELS.min, REVIEW_TEMPLATE_MESSAGES.scaleSize)
  .max(SCALE_LEVELS.max, REVIEW_TEMPLATE_MESSAGES.scaleSize);

const answeredBySchema = z
  .array(z.enum(REVIEWERS), { error: REVIEW_TEMPLATE_MESSAGES.noReviewers })
  .min(1, REVIEW_TEMPLATE_MESSAGES.noReviewers)
  .refine((reviewers) => new Set(reviewers).size === reviewers.length, REVIEW_TEMPLATE_MESSAGES.repeatedReviewer);

const questionFields = {
  prompt: requiredText('question', { max: 300, required: 'Please write the question' }),
  help: optionalText('guidance', { max: 500, multiline: true }),
  answeredBy: answeredBySchema,
  visibility: z.enum(ANSWER_VISIBILITIES, { error: 'Choose who reads the answers' }),
  required: z.boolean().default(true),
};

/** A question as an administrator writes it; the server numbers it when the template is saved. */
export const questionInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('rating'), ...questionFields }),
    z.object({
      kind: z.literal('text'),
      ...questionFields,
      maxLength: z
        .number({ error: REVIEW_TEMPLATE_MESSAGES.textLength })
        .int(REVIEW_TEMPLATE_MESSAGES.textLength)
        .min(TEXT_ANSWER_LENGTH.min, REVIEW_TEMPLATE_MESSAGES.textLength)
        .max(TEXT_ANSWER_LENGTH.max, REVIEW_TEMPLATE_MESSAGES.textLength)
        .default(TEXT_ANSWER_LENGTH.default),
    }),
    z.object({
      kind: z.literal('competency'),
      ...questionFields,
      competency: requiredText('competency', { max: 80, required: 'Please name the competency' }),
      levels: scaleSchema,
    }),
    z.object({
      kind: z.literal('goals'),
      ...questionFields,
      answeredBy: answeredBySchema.refine(
        (reviewers) => reviewers.every((reviewer) => reviewer === 'self' || reviewer === 'manager'),
        REVIEW_TEMPLATE_MESSAGES.goalsAnsweredBy,
      ),
    }),
  ],
  { error: 'Choose what kind of question this is' },
);
export type QuestionInput = z.input<typeof questionInputSchema>;

export const sectionInputSchema = z.object({
  title: requiredText('section title', { max: 120, required: 'Please give the section a title' }),
  description: optionalText('section description', { max: 500, multiline: true }),
  questions: z
    .array(questionInputSchema, { error: REVIEW_TEMPLATE_MESSAGES.noQuestions })
    .min(1, REVIEW_TEMPLATE_MESSAGES.noQuestions)
    .max(TEMPLATE_LIMITS.questionsPerSection, REVIEW_TEMPLATE_MESSAGES.tooManyQuestions),
});

/** POST /api/review-templates and PUT /api/review-templates/:id: the whole template. */
export const reviewTemplateInputSchema = z.object({
  name: requiredText('name', { max: 120, required: 'Please name the template' }),
  description: optionalText('description', { max: 1000, multiline: true }),
  scale: scaleSchema,
  sections: z
    .array(sectionInputSchema, { error: REVIEW_TEMPLATE_MESSAGES.noSections })
    .min(1, REVIEW_TEMPLATE_MESSAGES.noSections)
    .max(TEMPLATE_LIMITS.sections, REVIEW_TEMPLATE_MESSAGES.tooManySections),
});
export type ReviewTemplateInput = z.input<typeof reviewTemplateInputSchema>;
export type ReviewTemplateContent = z.output<typeof reviewTemplateInputSchema>;

/** A question as saved: numbered, so that answers can name it. */
export type Question = z.output<typeof questionInputSchema> & { id: string };

const questionSchema = z.intersection(questionInputSchema, z.object({ id: z.string() }));
const sectionSchema = sectionInputSchema.extend({ id: z.string(), questions: z.array(questionSchema) });
export type Section = z.output<typeof sectionSchema>;

/** What a template asks, as stored and as a cycle copies it: the scale and the numbered sections. */
export interface ReviewTemplateDocument {
  scale: ScaleLevel[];
  sections: Section[];
}

/** A template as administrators read and edit it. */
export const reviewTemplateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  scale: z.array(scaleLevelSchema),
  sections: z.array(sectionSchema),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
export type ReviewTemplate = z.input<typeof reviewTemplateSchema>;

/** A line of the templates list. */
export const reviewTemplateSummarySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  sectionCount: z.number().int(),
  questionCount: z.number().int(),
  updatedAt: instantSchema,
});
export type ReviewTemplateSummary = z.input<typeof reviewTemplateSummarySchema>;
export const reviewTemplateListSchema = z.array(reviewTemplateSummarySchema);

export const reviewTemplateParamsSchema = z.object({
  id: z.uuid({ error: 'This is not the id of a review template' }),
});

/**
 * A template to start from: a five-level scale and the questions most reviews ask, which an
 * administrator changes to fit.
 */
export const STARTER_TEMPLATE: ReviewTemplateInput = {
  name: '',
  description: '',
  scale: [
    { label: 'Needs improvement', description: 'Falls short of what the role expects.' },
    { label: 'Developing', description: 'Meets some of what the role expects.' },
    { label: 'Meets expectations', description: 'Does what the role expects, reliably.' },
    { label: 'Exceeds expectations', description: 'Often goes beyond what the role expects.' },
    { label: 'Exceptional', description: 'A model for others in the role.' },
  ],
  sections: [
    {
      title: 'Results',
      description: '',
      questions: [
        {
          kind: 'goals',
          prompt: 'How well were the goals of this period met?',
          help: '',
          answeredBy: ['self', 'manager'],
          visibility: 'shared',
          required: true,
        },
        {
          kind: 'text',
          prompt: 'What went well?',
          help: '',
          answeredBy: ['self', 'manager', 'peer'],
          visibility: 'shared',
          required: true,
        },
        {
          kind: 'text',
          prompt: 'What could be better next time?',
          help: '',
          answeredBy: ['self', 'manager', 'peer'],
          visibility: 'shared',
          required: true,
        },
      ],
    },
    {
      title: 'Overall',
      description: '',
      questions: [
        {
          kind: 'rating',
          prompt: 'Overall performance this period',
          help: '',
          answeredBy: ['self', 'manager'],
          visibility: 'managers',
          required: true,
        },
      ],
    },
  ],
};
