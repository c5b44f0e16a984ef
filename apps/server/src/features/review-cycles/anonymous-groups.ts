import type { Question, Reviewer, ReviewTemplateDocument } from '@topgear/shared/review-templates';
import type { Answer } from '@topgear/shared/review-writing';
import { levelCount } from './template-questions';

/** A review about someone as `listReviewsAbout` reads it: never who wrote it. */
export interface ReviewAbout {
  relation: Reviewer;
  answers: Record<string, Answer>;
  submittedAt: Date | null;
}

/** The relations whose reviews are read only pooled, without names. */
export const GROUP_RELATIONS = ['peer', 'upward'] as const;
export type GroupRelation = (typeof GROUP_RELATIONS)[number];

/**
 * A group's reviews about one person. Below the threshold it carries only counts — no answers —
 * so that nothing built from it can show, average or export what a hidden group wrote.
 */
export type Group = { relation: GroupRelation; asked: number; submitted: number } & (
  { shown: true; answers: ReadonlyArray<Record<string, Answer>> } | { shown: false }
);

/** The submitted reviews of `relation`. */
export const submittedOf = (reviews: readonly ReviewAbout[], relation: Reviewer) =>
  reviews.filter((review) => review.relation === relation && review.submittedAt !== null);

/**
 * The peers and reports groups the cycle asks for (decision 043): each shown only when at least
 * `anonymityThreshold` of it submitted.
 */
export function groupsOf(
  cycle: { reviews: readonly Reviewer[]; anonymityThreshold: number },
  reviews: readonly ReviewAbout[],
): Group[] {
  return GROUP_RELATIONS.filter((relation) => cycle.reviews.includes(relation)).map((relation) => {
    const done = submittedOf(reviews, relation);
    const counts = {
      relation,
      asked: reviews.filter((review) => review.relation === relation).length,
      submitted: done.length,
    };
    return done.length >= cycle.anonymityThreshold
      ? { ...counts, shown: true, answers: done.map((review) => review.answers) }
      : { ...counts, shown: false };
  });
}

/** Each answer the reviews gave `question`. */
export const answersTo = (answerSets: ReadonlyArray<Record<string, Answer>>, question: Question) =>
  answerSets.flatMap((answers) => answers[question.id] ?? []);

/** The mean to one decimal; null for none. */
export const meanOf = (values: readonly number[]) =>
  values.length === 0 ? null : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 10) / 10;

const textsOf = (answers: readonly Answer[]) =>
  answers
    .map((answer) => answer.text.trim())
    .filter((text) => text !== '')
    .sort((a, b) => a.localeCompare(b));

const ratingsOf = (answers: readonly Answer[]) =>
  answers.flatMap((answer) => (answer.rating === null ? [] : [answer.rating]));

/**
 * One question's answers pooled: how many gave each level, their mean, and the texts in
 * alphabetical order, so that neither order nor timing points at anyone.
 */
export function pooled(question: Question, template: ReviewTemplateDocument, answers: readonly Answer[]) {
  const texts = textsOf(answers);
  if (question.kind === 'text') return { ratings: null, average: null, texts };
  const ratings = ratingsOf(answers);
  const counts = Array.from(
    { length: levelCount(question, template) },
    (_, level) => ratings.filter((rating) => rating === level + 1).length,
  );
  return { ratings: counts, average: meanOf(ratings), texts };
}
