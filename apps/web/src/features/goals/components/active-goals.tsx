import type { Goal } from '@topgear/shared/goals';
import { useId } from 'react';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { mediumDate, toIsoDate } from '@/lib/dates';
import { useGoals } from '../api/get-goals';
import { isActiveGoal } from '../goal-texts';
import { GoalProgressBar } from './goal-progress-bar';

const linkClass = 'font-medium text-brand-700 hover:underline';

function ActiveGoalList({ goals, today }: { goals: Goal[]; today: string }) {
  const active = goals.filter((goal) => isActiveGoal(goal, today));
  if (active.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No active goals.{' '}
        <Link to={paths.dashboard.addGoal.getHref()} className={linkClass}>
          Create a goal
        </Link>
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {active.map((goal) => (
        <li key={goal.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white px-3 py-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3">
            <Link to={paths.dashboard.goal.getHref(goal.id)} className={`${linkClass} min-w-0 break-words`}>
              {goal.name}
            </Link>
            {goal.to && <span className="text-xs text-slate-600">Due {mediumDate(goal.to)}</span>}
          </div>
          <GoalProgressBar goal={goal} />
        </li>
      ))}
    </ul>
  );
}

/**
 * For the Focus page: my goals still under way (To date not past, target not reached), with their
 * progress, from my newest 50 goals (the list's first page).
 */
export function ActiveGoals() {
  const goals = useGoals();
  const headingId = useId();
  const today = toIsoDate(new Date());
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        Active goals
      </h2>
      <QueryState query={goals} what="your goals">
        {(loaded) => <ActiveGoalList goals={loaded} today={today} />}
      </QueryState>
    </section>
  );
}
