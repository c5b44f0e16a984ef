import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useGoals } from '../api/get-goals';
import { formatDay, isActiveGoal, localDay } from '../goal-texts';
import { GoalProgressBar } from './goal-progress-bar';

const linkClass = 'font-medium text-brand-700 hover:underline';

/**
 * For the Focus page: my goals still under way (To date not past, target not reached), with their
 * progress, from my newest 50 goals (the list's first page).
 */
export function ActiveGoals() {
  const goals = useGoals();
  const headingId = useId();
  const today = localDay(new Date());

  function body() {
    if (goals.isPending) {
      return (
        <p role="status" className="text-sm text-slate-600">
          Loading...
        </p>
      );
    }
    if (goals.isLoadingError) {
      return (
        <div className="flex flex-col items-start gap-3">
          <FormAlert message={`We could not load your goals. ${errorMessage(goals.error)}`} />
          <Button variant="secondary" loading={goals.isFetching} onClick={() => void goals.refetch()}>
            Try again
          </Button>
        </div>
      );
    }
    const active = goals.data.filter((goal) => isActiveGoal(goal, today));
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
              {goal.to && <span className="text-xs text-slate-600">Due {formatDay(goal.to)}</span>}
            </div>
            <GoalProgressBar goal={goal} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        Active goals
      </h2>
      {body()}
    </section>
  );
}
