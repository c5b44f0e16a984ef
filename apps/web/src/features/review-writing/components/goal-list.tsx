import type { Question } from '../answers';
import { goalStatusText } from '../review-texts';
import { ProgressBar } from '@/components/ui/progress-bar';

type Goal = Extract<Question, { kind: 'goals' }>['goals'][number];

/** The person's goals of the period, each with its progress toward its target: what a goals question rates. */
export function GoalList({ goals }: { goals: readonly Goal[] }) {
  if (goals.length === 0) {
    return (
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">No goals were set for this period.</p>
    );
  }
  return (
    <ul aria-label="Goals of the period" className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3">
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
