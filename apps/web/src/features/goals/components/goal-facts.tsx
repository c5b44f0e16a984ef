import type { Goal } from '@topgear/shared/goals';
import { formatPeriod } from '../goal-texts';

/** Category, unit, target and dates of a goal, as a list of terms. */
export function GoalFacts({ goal }: { goal: Goal }) {
  const facts = [
    ['Category', goal.category ?? 'No category'],
    ['Unit', goal.unit ?? 'No unit'],
    ['Target', String(goal.target)],
    ['Dates', formatPeriod(goal)],
  ] as const;
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm min-[420px]:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{term}</dt>
          <dd className="text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
