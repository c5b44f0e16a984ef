import { Link } from 'react-router';
import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { paths } from '@/config/paths';
import { adminMenuFor } from '@/features/dashboard/admin-menu';
import { MenuSection } from '@/features/dashboard/components/menu-grid';
import { ActivityOverview } from '@/features/overview/components/activity-overview';
import { useCurrentUser } from '@/features/users/api/get-me';

/** Admin Activity: the company at a glance, the latest of the audit log, and every admin screen. */
export function Component() {
  const me = useCurrentUser();
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-6xl flex-col gap-8">
        <title>Admin Activity · TopGear Perform</title>
        <ScreenHeading title="Admin Activity">The company at a glance, and the screens that run it.</ScreenHeading>
        <ActivityOverview
          charts={['headcount', 'daysOff', 'goals', 'tasks', 'demoBookings']}
          activityTitle="Latest activity"
          activityFooter={
            <Link
              to={paths.dashboard.auditLog.getHref()}
              className="self-start text-sm font-medium text-brand-700 hover:underline"
            >
              Open the audit log
            </Link>
          }
        />
        <MenuSection title="Admin menu" entries={adminMenuFor(me)} />
      </div>
    </RequireRole>
  );
}
