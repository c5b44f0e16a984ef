import { mayManage } from '@topgear/shared/users';
import { RequireRole } from '@/app/require-role';
import { QueryState } from '@/components/ui/query-state';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { TitledSection } from '@/components/ui/titled-section';
import type { LeaveScope } from '@/features/leave/api/get-team-leave';
import { TeamLeaveList } from '@/features/leave/components/team-leave-list';
import { WhosOutCalendar } from '@/features/leave/components/whos-out-calendar';
import { useHasReports } from '@/features/my-team/api/get-my-team';
import { useOrgUnits } from '@/features/people/api/get-org-units';
import { useCurrentUser } from '@/features/users/api/get-me';

/** The calendar of everyone, filterable by the organisation's teams: for managers and administrators. */
function TeamsCalendar() {
  const teams = useOrgUnits('team');
  return <WhosOutCalendar teams={teams.data} />;
}

/**
 * The lists a reader may open, the first shown by default: their reports' records first when
 * someone reports to them, and everyone's for managers and administrators.
 */
function scopesFor(byRole: boolean, hasReports: boolean): readonly [LeaveScope, ...LeaveScope[]] {
  if (!byRole) return ['reports'];
  return hasReports ? ['reports', 'everyone'] : ['everyone'];
}

/**
 * Employees All Vacation: my reports' records, and for managers and administrators everyone's and
 * who is out this month, with feedback and decisions. Open to anyone with reports.
 */
export function Component() {
  const me = useCurrentUser();
  const byRole = mayManage(me);
  const reports = useHasReports();
  return (
    <RequireRole audience="leads">
      <div className="mx-auto flex max-w-6xl flex-col gap-8">
        <title>Employees All Vacation · TopGear Perform</title>
        <ScreenHeading title="Employees All Vacation">
          {byRole ? "Your reports' and everyone's days off" : "Your reports' days off"}: decide pending requests and add
          feedback the person reads on their Days Off page.
        </ScreenHeading>
        {byRole && <TeamsCalendar />}
        <TitledSection title="Days off records">
          <QueryState query={reports} what="whom you manage">
            {(hasReports) => <TeamLeaveList meId={me.id} scopes={scopesFor(byRole, hasReports)} />}
          </QueryState>
        </TitledSection>
      </div>
    </RequireRole>
  );
}
