import type { Goal } from '@topgear/shared/goals';
import { progressText } from '../goal-texts';

/** The latest progress toward the target, as a bar and in words. */
export function GoalProgressBar({ goal }: { goal: Pick<Goal, 'name' | 'progress' | 'target' | 'unit'> }) {
  const text = progressText(goal.progress, goal);
  const percent = Math.min(goal.progress / goal.target, 1) * 100;
  return (
    <div>
      <div className="mb-1 flex flex-wrap justify-between gap-x-2 text-sm">
        <span className="font-medium text-slate-700">Progress</span>
        <span className="text-slate-600">{text}</span>
      </div>
      <div
        role="progressbar"
        aria-label={`Progress of ${goal.name}`}
        aria-valuemin={0}
        aria-valuemax={goal.target}
        aria-valuenow={goal.progress}
        aria-valuetext={text}
        className="h-2.5 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
