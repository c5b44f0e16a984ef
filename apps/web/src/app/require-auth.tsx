import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { useMe } from '@/features/users/api/get-me';
import { errorMessage } from '@/lib/api-client';

interface RequireAuthProps {
  /** The addresses this guard stands in front of: the dashboard's, unless a page says its own. */
  area?: string;
  children: ReactNode;
}

/**
 * Shows the dashboard (or the `area` given) to signed-in users only. Visitors go to the login page,
 * which brings them back here afterwards; the history entry is replaced so Back does not loop.
 * Someone the company requires to set up two-factor sign-in first goes to its set-up instead.
 */
export function RequireAuth({ area = paths.dashboard.root.path, children }: RequireAuthProps) {
  const location = useLocation();
  const me = useMe();

  if (me.isPending) return <LoadingScreen />;
  if (me.isError) {
    return (
      <div role="alert" className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
        <p className="text-slate-700">{errorMessage(me.error)}</p>
        <Button onClick={() => void me.refetch()}>Try again</Button>
      </div>
    );
  }
  if (!me.data) {
    // A logout navigates home first and forgets the user after; this guard can render once more
    // before it unmounts, and must not send the person to the login page then.
    if (!window.location.pathname.startsWith(area)) return null;
    return <Navigate to={paths.login.getHref()} replace state={{ from: location }} />;
  }
  if (me.data.twoFactorSetupRequired && area !== paths.twoFactorSetup.path) {
    return <Navigate to={paths.twoFactorSetup.getHref()} replace />;
  }
  return children;
}
