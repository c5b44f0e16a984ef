import type { Question, Reviewer, ReviewTemplateDocument } from '@topgear/shared/review-templates';

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
