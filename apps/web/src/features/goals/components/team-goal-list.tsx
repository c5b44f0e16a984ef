import { PagedList } from '@/components/ui/paged-list';
import { useTeamGoals } from '../api/get-team-goals';
import { TeamGoalCard } from './team-goal-card';

/** Everyone's goals, newest first. */
export function TeamGoalList() {
  const goals = useTeamGoals();
  return (
    <PagedList query={goals} noun="goals" loadingText="Loading..." align="start" empty="Nobody has set a goal yet.">
      {(items) => (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {items.map((goal) => (
            <li key={goal.id} className="flex">
              <TeamGoalCard goal={goal} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
