import { REVIEW_FEEDBACK_MESSAGES } from '@topgear/shared/review-writing';
import type { Database } from '../../db/client';
import { notFound } from '../../http-errors';
import type { Viewer } from '../../private-details';
import { answersTo, groupsOf, pooled, submittedOf } from './anonymous-groups';
import { findCycleQuestions, findPersonRef, listReviewsAbout } from './feedback-repository';
import { findParticipation } from './nominations-repository';
import { levelsOf, questionsFor } from './template-questions';

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

      const [own] = submittedOf(reviews, 'self');
      const selfReview = own && {
        submittedAt: own.submittedAt!,
        answers: questionsFor(template, 'self').flatMap(({ question }) => {
          const answer = own.answers[question.id];
          return answer
            ? [{ questionId: question.id, prompt: question.prompt, levels: levelsOf(question, template), answer }]
            : [];
        }),
      };
      const groups = groupsOf(cycle, reviews).map((group) => ({
        relation: group.relation,
        asked: group.asked,
        submitted: group.submitted,
        shown: group.shown,
        questions: group.shown
          ? questionsFor(template, group.relation).map(({ question }) => ({
              questionId: question.id,
              prompt: question.prompt,
              kind: question.kind,
              ...pooled(question, template, answersTo(group.answers, question)),
            }))
          : [],
      }));
      return { person, anonymityThreshold: cycle.anonymityThreshold, selfReview: selfReview ?? null, groups };
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
