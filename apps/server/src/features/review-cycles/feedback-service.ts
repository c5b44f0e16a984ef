import type { Question, ReviewTemplateDocument } from '@topgear/shared/review-templates';
import { REVIEW_FEEDBACK_MESSAGES, type Answer } from '@topgear/shared/review-writing';
import type { Database } from '../../db/client';
import { notFound } from '../../http-errors';
import type { Viewer } from '../../private-details';
import { findCycleQuestions, findPersonRef, listReviewsAbout } from './feedback-repository';
import { findParticipation } from './nominations-repository';
import { levelCount, questionsFor } from './template-questions';

type Review = Awaited<ReturnType<typeof listReviewsAbout>>[number];

const GROUPS = ['peer', 'upward'] as const;

const textsOf = (answers: readonly Answer[]) =>
  answers
    .map((answer) => answer.text.trim())
    .filter((text) => text !== '')
    .sort((a, b) => a.localeCompare(b));

/** One question's answers, pooled: how many gave each level, their mean, and the texts in alphabetical order. */
function pooled(question: Question, template: ReviewTemplateDocument, answers: readonly Answer[]) {
  const base = { questionId: question.id, prompt: question.prompt, kind: question.kind, texts: textsOf(answers) };
  if (question.kind === 'text') return { ...base, ratings: null, average: null };
  const ratings = answers.flatMap((answer) => (answer.rating === null ? [] : [answer.rating]));
  const counts = Array.from(
    { length: levelCount(question, template) },
    (_, level) => ratings.filter((rating) => rating === level + 1).length,
  );
  const average =
    ratings.length === 0
      ? null
      : Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
  return { ...base, ratings: counts, average };
}

/**
 * What a manager reads about a person while the reviews are written (decision 043): the person's
 * own review once submitted, and the peers' and reports' reviews pooled per question without
 * names — only when at least the cycle's threshold of that group submitted; below it, nothing but
 * the counts. Only the manager the cycle froze for the person may ask; anyone else, administrators
 * included, gets 404.
 */
export function createFeedbackService({ db }: { db: Database }) {
  return {
    async forManager(viewer: Viewer, cycleId: string, personId: string) {
      const place = await findParticipation(db, cycleId, personId);
      const cycle = place && (await findCycleQuestions(db, cycleId));
      const person = cycle && (await findPersonRef(db, personId));
      if (place?.managerId !== viewer.id || !cycle?.template || !person) {
        throw notFound(REVIEW_FEEDBACK_MESSAGES.notYourReport);
      }
      const template = cycle.template;
      const reviews = await listReviewsAbout(db, cycleId, personId);
      const submitted = (relation: Review['relation']) =>
        reviews.filter((review) => review.relation === relation && review.submittedAt !== null);

      const [own] = submitted('self');
      const selfReview = own && {
        submittedAt: own.submittedAt!,
        answers: questionsFor(template, 'self').flatMap(({ question }) => {
          const answer = own.answers[question.id];
          return answer ? [{ questionId: question.id, prompt: question.prompt, answer }] : [];
        }),
      };
      const groups = GROUPS.filter((relation) => cycle.reviews.includes(relation)).map((relation) => {
        const done = submitted(relation);
        const shown = done.length >= cycle.anonymityThreshold;
        return {
          relation,
          asked: reviews.filter((review) => review.relation === relation).length,
          submitted: done.length,
          shown,
          questions: shown
            ? questionsFor(template, relation).map(({ question }) =>
                pooled(
                  question,
                  template,
                  done.flatMap((review) => review.answers[question.id] ?? []),
                ),
              )
            : [],
        };
      });
      return { person, anonymityThreshold: cycle.anonymityThreshold, selfReview: selfReview ?? null, groups };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
