import { useId } from 'react';
import { PagedList } from '@/components/ui/paged-list';
import { useGoals } from '../api/get-goals';
import { GoalCard } from './goal-card';

const CARDS_PER_PAGE = 12;

/** 'Show Your Created Goal': the user's goals as cards, newest first, a page at a time. */
export function CreatedGoals() {
  const goals = useGoals(CARDS_PER_PAGE);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        Show Your Created Goal
      </h2>
      <PagedList query={goals} noun="goals" empty="You have not created a goal yet. Your goals will show here.">
        {(items) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {items.map((goal) => (
              <li key={goal.id} className="flex">
                <GoalCard goal={goal} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
