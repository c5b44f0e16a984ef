import { DashboardLayout } from '@/app/layouts/dashboard/dashboard-layout';
import { RequireAuth } from '@/app/require-auth';

export function Component() {
  return (
    <RequireAuth>
      <DashboardLayout />
    </RequireAuth>
  );
}
