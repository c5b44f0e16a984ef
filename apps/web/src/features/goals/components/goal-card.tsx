import type { Goal } from '@topgear/shared/goals';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { CheckInStatusBadge } from './check-in-status-badge';
import { DeleteGoalButton } from './delete-goal-button';
import { EditGoalButton } from './edit-goal-button';
import { GoalFacts } from './goal-facts';
import { GoalFeedback } from './goal-feedback';
import { GoalProgressBar } from './goal-progress-bar';

/** One of 'Show Your Created Goal': the goal, its progress and status, the feedback, and what can be done with it. */
export function GoalCard({ goal }: { goal: Goal }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex w-full flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="min-w-0 break-words text-lg font-bold text-brand-900">
          {goal.name}
        </h3>
        <CheckInStatusBadge status={goal.status} />
      </div>
      <GoalFacts goal={goal} />
      {goal.description && <p className="whitespace-pre-line break-words text-sm text-slate-700">{goal.description}</p>}
      <GoalProgressBar goal={goal} />
      <GoalFeedback feedback={goal.feedback} />
      <div className="mt-auto flex flex-wrap gap-2">
        <Link to={paths.dashboard.goal.getHref(goal.id)} className={buttonClasses('primary')}>
          Open <span className="sr-only">{goal.name}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <EditGoalButton goal={goal} />
        <DeleteGoalButton goal={goal} />
      </div>
    </article>
  );
}
