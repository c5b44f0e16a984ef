import type { Question, Reviewer, ReviewTemplateDocument, ScaleLevel } from '@topgear/shared/review-templates';

/** The questions of the cycle's template that `relation` answers, in order, with their section's title. */
export function questionsFor(template: ReviewTemplateDocument, relation: Reviewer) {
  return template.sections.flatMap((section) =>
    section.questions
      .filter((question) => question.answeredBy.includes(relation))
      .map((question) => ({ question, sectionTitle: section.title })),
  );
}

/** How many levels a rated question offers: its competency's own, or the template's scale. */
export const levelCount = (question: Exclude<Question, { kind: 'text' }>, template: ReviewTemplateDocument) =>
  question.kind === 'competency' ? question.levels.length : template.scale.length;

/** The levels a question is rated on: its competency's own, the template's scale, or none for a written one. */
export const levelsOf = (question: Question, template: ReviewTemplateDocument): ScaleLevel[] | null =>
  question.kind === 'text' ? null : question.kind === 'competency' ? question.levels : template.scale;
