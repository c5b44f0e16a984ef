import { mayManage } from '@topgear/shared/users';
import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { useCompanyValues } from '@/features/company-values/api/get-company-values';
import { managerMenuFor } from '@/features/dashboard/admin-menu';
import { MenuSection } from '@/features/dashboard/components/menu-grid';
import { useHasReports } from '@/features/my-team/api/get-my-team';
import { MyTeam } from '@/features/my-team/components/my-team';
import { ActivityOverview } from '@/features/overview/components/activity-overview';
import { QuietReports } from '@/features/recognition/components/quiet-reports';
import { useCurrentUser } from '@/features/users/api/get-me';

/**
 * Manager Activity: the manager's own team, and who in it nobody praised lately; for managers and administrators, also how everyone is
 * doing and their own latest actions; and the manager screens. Open to anyone with reports.
 */
export function Component() {
  const me = useCurrentUser();
  const byRole = mayManage(me);
  const hasReports = useHasReports().data === true;
  const values = useCompanyValues();
  return (
    <RequireRole audience="leads">
      <div className="mx-auto flex max-w-6xl flex-col gap-8">
        <title>Manager Activity · TopGear Perform</title>
        <ScreenHeading title="Manager Activity">
          {byRole ? "How your team and everyone's days off, goals and tasks are going." : 'How your team is doing.'}
        </ScreenHeading>
        <MyTeam />
        {hasReports && (
          <QuietReports
            myId={me.id}
            values={values.data ?? []}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          />
        )}
        {byRole && (
          <ActivityOverview
            charts={['headcount', 'daysOff', 'goals', 'tasks']}
            activityTitle={me.isAdmin ? 'Latest activity' : 'Your latest actions'}
          />
        )}
        <MenuSection title="Manager menu" entries={managerMenuFor({ ...me, hasReports: true })} />
      </div>
    </RequireRole>
  );
}
