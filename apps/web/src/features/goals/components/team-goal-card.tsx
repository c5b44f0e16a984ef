import type { TeamGoal } from '@topgear/shared/goals';
import { useId } from 'react';
import { FeedbackButton } from '@/components/ui/feedback-button';
import { useGiveGoalFeedback } from '../api/give-goal-feedback';
import { CheckInStatusBadge } from './check-in-status-badge';
import { GoalFacts } from './goal-facts';
import { GoalFeedback } from './goal-feedback';
import { GoalProgressBar } from './goal-progress-bar';

/** Someone's goal as a manager reads it: whose, how far along, the feedback, and 'Add feedback'. */
export function TeamGoalCard({ goal }: { goal: TeamGoal }) {
  const headingId = useId();
  const feedback = useGiveGoalFeedback();
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="break-words text-lg font-bold text-brand-900">
            {goal.name}
          </h3>
          <p className="text-sm text-slate-600">{goal.owner.name}</p>
        </div>
        <CheckInStatusBadge status={goal.status} />
      </div>
      <GoalFacts goal={goal} />
      <GoalProgressBar goal={goal} />
      <GoalFeedback feedback={goal.feedback} />
      <div className="mt-auto">
        <FeedbackButton
          id={goal.id}
          itemName={`${goal.owner.name}'s goal “${goal.name}”`}
          current={goal.feedback}
          mutation={feedback}
        />
      </div>
    </article>
  );
}
