import {
  type QuestionInput,
  type QuestionKind,
  type Reviewer,
  REVIEWERS,
  type ReviewTemplateInput,
  type ScaleLevel,
  TEXT_ANSWER_LENGTH,
} from '@topgear/shared/review-templates';

/** What the editor's form holds: a template without its ids, every field filled in. */
export type TemplateValues = ReviewTemplateInput;
export type SectionValues = TemplateValues['sections'][number];
type LevelValues = TemplateValues['scale'][number];

/** The only people who rate a person's goals. */
const GOAL_REVIEWERS: readonly Reviewer[] = ['self', 'manager'];

/** Who may be chosen to answer a question of this kind. */
export const reviewersFor = (kind: QuestionKind): readonly Reviewer[] =>
  kind === 'goals' ? GOAL_REVIEWERS : REVIEWERS;

/** How many levels a new competency starts with, each to be named. */
const COMPETENCY_STARTING_LEVELS = 3;

export const blankLevel = (): ScaleLevel => ({ label: '', description: '' });

export const blankQuestion = (): QuestionInput => ({
  kind: 'rating',
  prompt: '',
  help: '',
  answeredBy: ['self', 'manager'],
  visibility: 'shared',
  required: true,
});

export const blankSection = (): SectionValues => ({ title: '', description: '', questions: [blankQuestion()] });

const levelValuesOf = ({ label, description }: LevelValues): ScaleLevel => ({ label, description: description ?? '' });

/** A question's fields for the form: its id left out, the ones the server would default filled in. */
function questionValuesOf(question: QuestionInput): QuestionInput {
  const common = {
    prompt: question.prompt,
    help: question.help ?? '',
    answeredBy: [...question.answeredBy],
    visibility: question.visibility,
    required: question.required ?? true,
  };
  switch (question.kind) {
    case 'rating':
      return { kind: 'rating', ...common };
    case 'goals':
      return { kind: 'goals', ...common };
    case 'text':
      return { kind: 'text', ...common, maxLength: question.maxLength ?? TEXT_ANSWER_LENGTH.default };
    case 'competency':
      return {
        kind: 'competency',
        ...common,
        competency: question.competency,
        levels: question.levels.map(levelValuesOf),
      };
  }
}

/**
 * The editor's values for a template: a saved one (its ids are not sent back: the server numbers
 * them afresh) or the starter. Optional fields are filled in, so that every control shows a value.
 */
export const templateValuesOf = ({ name, description, scale, sections }: ReviewTemplateInput): TemplateValues => ({
  name,
  description: description ?? '',
  scale: scale.map(levelValuesOf),
  sections: sections.map((section) => ({
    title: section.title,
    description: section.description ?? '',
    questions: section.questions.map(questionValuesOf),
  })),
});

/** A question as the form holds it: fields of another kind may be left from before its kind changed. */
interface QuestionDraft {
  answeredBy: readonly Reviewer[];
  maxLength?: unknown;
  competency?: unknown;
  levels?: unknown;
}

/** The fields a question gets when it changes kind. */
export interface KindFields {
  answeredBy?: Reviewer[];
  maxLength?: number;
  competency?: string;
  levels?: ScaleLevel[];
}

/**
 * What to set on a question that becomes `kind`: the new kind's own fields, keeping what was typed
 * for them before (a question changed to rating and back keeps its levels), and, for goals, only
 * the people who may rate them.
 */
export function fieldsForKind(question: QuestionDraft, kind: QuestionKind): KindFields {
  switch (kind) {
    case 'rating':
      return {};
    case 'text':
      return {
        maxLength:
          typeof question.maxLength === 'number' && Number.isFinite(question.maxLength)
            ? question.maxLength
            : TEXT_ANSWER_LENGTH.default,
      };
    case 'competency':
      return {
        competency: typeof question.competency === 'string' ? question.competency : '',
        levels: Array.isArray(question.levels)
          ? (question.levels as ScaleLevel[])
          : Array.from({ length: COMPETENCY_STARTING_LEVELS }, blankLevel),
      };
    case 'goals': {
      const allowed = question.answeredBy.filter((reviewer) => GOAL_REVIEWERS.includes(reviewer));
      return { answeredBy: allowed.length > 0 ? allowed : [...GOAL_REVIEWERS] };
    }
  }
}
