import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { AuditLogTable } from '@/features/audit/components/audit-log-table';

/** The audit log: every administrator's and manager's action, newest first. */
export function Component() {
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <title>Audit Log · TopGear Perform</title>
        <ScreenHeading title="Audit Log">
          Role changes, deletions, feedback, approvals, content changes and cancelled demos: who did each, and when.
        </ScreenHeading>
        <AuditLogTable />
      </div>
    </RequireRole>
  );
}
