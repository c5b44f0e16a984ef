import { ScreenHeading } from '@/components/ui/screen-heading';
import { MenuGrid } from '@/features/dashboard/components/menu-grid';
import { homeMenuFor } from '@/features/dashboard/home-menu';
import { useHasReports } from '@/features/my-team/api/get-my-team';
import { useCurrentUser } from '@/features/users/api/get-me';

export function Component() {
  const me = useCurrentUser();
  const hasReports = useHasReports().data;
  return (
    <div className="mx-auto max-w-6xl">
      <title>Dashboard · TopGear Perform</title>
      <ScreenHeading title={`Welcome back, ${me.fullName}`}>Where would you like to go today?</ScreenHeading>
      <div className="mt-6">
        <MenuGrid label="Home menu" entries={homeMenuFor({ ...me, hasReports })} />
      </div>
    </div>
  );
}
