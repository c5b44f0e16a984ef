import { CHECK_IN_STATUS_LABELS } from '@topgear/shared/goals';
import type { ReviewGoal } from '@topgear/shared/review-writing';
import { ProgressBar } from './progress-bar';

/** A goal's latest check-in in words ("On track"), or nothing before the first. */
export const goalStatusText = (status: string | null) =>
  status === null ? null : ((CHECK_IN_STATUS_LABELS as Record<string, string>)[status] ?? status);

/**
 * A person's goals of a review period, each with its progress toward its target and its latest
 * status: what a goals question rates, and what a shared review reports.
 */
export function GoalProgressList({ goals, className }: { goals: readonly ReviewGoal[]; className: string }) {
  return (
    <ul aria-label="Goals of the period" className={className}>
      {goals.map((goal) => {
        const text = `${goal.progress.toLocaleString('en')} of ${goal.target.toLocaleString('en')}`;
        const status = goalStatusText(goal.status);
        return (
          <li key={goal.id} className="flex flex-col gap-1">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="min-w-0 font-medium wrap-anywhere text-slate-900">{goal.name}</span>
              <span className="text-slate-600">
                {text}
                {status && ` · ${status}`}
              </span>
            </div>
            <ProgressBar label={`Progress of ${goal.name}`} value={goal.progress} max={goal.target} text={text} />
          </li>
        );
      })}
    </ul>
  );
}
