import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { TeamGoalList } from '@/features/goals/components/team-goal-list';

/** Employees All Goal: everyone's goals with their progress, and feedback their owners read. */
export function Component() {
  return (
    <RequireRole audience="managers">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <title>Employees All Goal · TopGear Perform</title>
        <ScreenHeading title="Employees All Goal">
          Everyone's goals and how far along they are. Feedback shows under the owner's 'Show Your Created Goal'.
        </ScreenHeading>
        <TeamGoalList />
      </div>
    </RequireRole>
  );
}
