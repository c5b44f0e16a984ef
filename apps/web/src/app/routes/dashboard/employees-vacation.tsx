import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { TitledSection } from '@/components/ui/titled-section';
import { TeamLeaveList } from '@/features/leave/components/team-leave-list';
import { WhosOutCalendar } from '@/features/leave/components/whos-out-calendar';
import { useCurrentUser } from '@/features/users/api/get-me';

/** Employees All Vacation: who is out this month, and everyone's records with feedback and decisions. */
export function Component() {
  const me = useCurrentUser();
  return (
    <RequireRole audience="managers">
      <div className="mx-auto flex max-w-6xl flex-col gap-8">
        <title>Employees All Vacation · TopGear Perform</title>
        <ScreenHeading title="Employees All Vacation">
          Everyone's days off: decide pending requests and add feedback the person reads on their Days Off page.
        </ScreenHeading>
        <WhosOutCalendar />
        <TitledSection title="Days off records">
          <TeamLeaveList meId={me.id} />
        </TitledSection>
      </div>
    </RequireRole>
  );
}
