import { RequireRole } from '@/app/require-role';
import { AuditLogTable } from '@/features/audit/components/audit-log-table';

/** The audit log: every administrator's and manager's action, newest first. */
export function Component() {
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <title>Audit Log · TopGear Perform</title>
        <div>
          <h1 className="text-2xl font-bold text-brand-900">Audit Log</h1>
          <p className="mt-1 text-slate-600">
            Role changes, deletions, feedback, approvals, content changes and cancelled demos: who did each, and when.
          </p>
        </div>
        <AuditLogTable />
      </div>
    </RequireRole>
  );
}
