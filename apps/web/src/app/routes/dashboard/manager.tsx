import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { managerMenu } from '@/features/dashboard/admin-menu';
import { MenuSection } from '@/features/dashboard/components/menu-grid';
import { ActivityOverview } from '@/features/overview/components/activity-overview';
import { useCurrentUser } from '@/features/users/api/get-me';

/** Manager Activity: how the people are doing, the manager's own latest actions, and the manager screens. */
export function Component() {
  const me = useCurrentUser();
  return (
    <RequireRole audience="managers">
      <div className="mx-auto flex max-w-6xl flex-col gap-8">
        <title>Manager Activity · TopGear Perform</title>
        <ScreenHeading title="Manager Activity">How everyone's days off, goals and tasks are going.</ScreenHeading>
        <ActivityOverview
          charts={['headcount', 'daysOff', 'goals', 'tasks']}
          activityTitle={me.isAdmin ? 'Latest activity' : 'Your latest actions'}
        />
        <MenuSection title="Manager menu" entries={managerMenu} />
      </div>
    </RequireRole>
  );
}
