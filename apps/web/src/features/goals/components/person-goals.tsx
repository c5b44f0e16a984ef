import { useId } from 'react';
import { PagedList } from '@/components/ui/paged-list';
import { mediumDate } from '@/lib/dates';
import { usePersonGoals } from '../api/get-person-goals';
import { CheckInStatusBadge } from './check-in-status-badge';
import { GoalProgressBar } from './goal-progress-bar';

/** On a person's page, for those who may read it: their goals in progress, with where each stands. */
export function PersonGoals({ personId, className }: { personId: string; className?: string }) {
  const goals = usePersonGoals(personId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="mb-4 text-lg font-bold text-brand-900">
        Goals in progress
      </h2>
      <PagedList query={goals} noun="goals" align="start" empty="No goals in progress.">
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((goal) => (
              <li key={goal.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 px-3 py-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 break-words font-medium text-brand-900">{goal.name}</span>
                  <CheckInStatusBadge status={goal.status} />
                </div>
                {goal.to && <span className="text-xs text-slate-600">Due {mediumDate(goal.to)}</span>}
                <GoalProgressBar goal={goal} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
