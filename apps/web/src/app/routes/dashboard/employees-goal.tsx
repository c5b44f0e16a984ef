import { RequireRole } from '@/app/require-role';
import { TeamGoalList } from '@/features/goals/components/team-goal-list';

/** Employees All Goal: everyone's goals with their progress, and feedback their owners read. */
export function Component() {
  return (
    <RequireRole audience="managers">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <title>Employees All Goal · TopGear Perform</title>
        <div>
          <h1 className="text-2xl font-bold text-brand-900">Employees All Goal</h1>
          <p className="mt-1 text-slate-600">
            Everyone's goals and how far along they are. Feedback shows under the owner's 'Show Your Created Goal'.
          </p>
        </div>
        <TeamGoalList />
      </div>
    </RequireRole>
  );
}
