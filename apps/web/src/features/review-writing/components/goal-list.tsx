import type { Question } from '../answers';
import { GoalProgressList } from '@/components/ui/goal-progress-list';

type Goal = Extract<Question, { kind: 'goals' }>['goals'][number];

/** The person's goals of the period, each with its progress toward its target: what a goals question rates. */
export function GoalList({ goals }: { goals: readonly Goal[] }) {
  if (goals.length === 0) {
    return (
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">No goals were set for this period.</p>
    );
  }
  return <GoalProgressList goals={goals} className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3" />;
}
