import { Outlet } from 'react-router';
import { SkipLink } from '@/components/ui/skip-link';
import { useCurrentUser } from '@/features/users/api/get-me';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';

export function DashboardLayout() {
  const me = useCurrentUser();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SkipLink />
      <TopBar me={me} />
      <div className="flex flex-1 flex-col md:flex-row">
        <Sidebar />
        <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
