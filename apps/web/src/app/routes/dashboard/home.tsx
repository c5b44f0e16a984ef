import { MenuGrid } from '@/features/dashboard/components/menu-grid';
import { homeMenuFor } from '@/features/dashboard/home-menu';
import { useCurrentUser } from '@/features/users/api/get-me';

export function Component() {
  const me = useCurrentUser();
  return (
    <div className="mx-auto max-w-6xl">
      <title>Dashboard · TopGear Perform</title>
      <h1 className="text-2xl font-bold text-brand-900">Welcome back, {me.fullName}</h1>
      <p className="mt-1 text-slate-600">Where would you like to go today?</p>
      <div className="mt-6">
        <MenuGrid label="Home menu" entries={homeMenuFor(me)} />
      </div>
    </div>
  );
}
