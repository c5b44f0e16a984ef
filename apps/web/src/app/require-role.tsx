import { mayAdminister, mayManage } from '@topgear/shared/users';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useHasReports } from '@/features/my-team/api/get-my-team';
import { useCurrentUser } from '@/features/users/api/get-me';

/**
 * The people a screen is for: managers (and administrators), administrators only, or 'leads':
 * managers, administrators and anyone with someone reporting to them.
 */
export type Audience = 'managers' | 'admins' | 'leads';

const allows: Record<Audience, (me: ReturnType<typeof useCurrentUser>) => boolean> = {
  managers: mayManage,
  admins: mayAdminister,
  // By their roles; anyone else is admitted once the server says someone reports to them.
  leads: mayManage,
};

const audienceName: Record<Audience, string> = {
  managers: 'managers and administrators',
  admins: 'administrators',
  leads: 'managers and administrators. People with someone reporting to them see it too',
};

function NoAccess({ audience }: { audience: Audience }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <title>No access · TopGear Perform</title>
      <ShieldAlert aria-hidden="true" className="size-12 text-brand-300" />
      <h1 className="text-2xl font-bold text-brand-900">You do not have access to this page</h1>
      <p className="text-slate-600">This page is for {audienceName[audience]}.</p>
      <Link to={paths.dashboard.home.getHref()} className={buttonClasses('primary')}>
        Back to the dashboard
      </Link>
    </div>
  );
}

/**
 * Shows an admin or manager screen to the people it is for, and tells anyone else so instead.
 * It only spares them a screen of refusals: the server answers their requests with 403 anyway.
 * Goes inside `RequireAuth`, which has loaded the user.
 */
export function RequireRole({ audience, children }: { audience: Audience; children: ReactNode }) {
  const me = useCurrentUser();
  const byRole = allows[audience](me);
  const reports = useHasReports({ enabled: audience === 'leads' && !byRole });
  if (byRole) return children;
  if (audience !== 'leads') return <NoAccess audience={audience} />;
  return (
    <QueryState query={reports} what="whom you manage" className="py-16 text-center">
      {(hasReports) => (hasReports ? children : <NoAccess audience={audience} />)}
    </QueryState>
  );
}
