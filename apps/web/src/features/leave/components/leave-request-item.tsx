import type { LeaveRequest } from '@topgear/shared/leave';
import { daysText } from '../texts';
import { CancelLeaveButton } from './cancel-leave-button';
import { LeaveRecordDetails } from './leave-record-details';
import { LeaveStatusBadge } from './leave-status-badge';

/** One record of 'Consumption Days Off'. */
export function LeaveRequestItem({ request }: { request: LeaveRequest }) {
  return (
    <article className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-brand-900">
          {daysText(request.days)} of {request.type}
        </h3>
        <LeaveStatusBadge status={request.status} />
      </div>
      <LeaveRecordDetails request={request} />
      {request.status === 'pending' && (
        <div>
          <CancelLeaveButton request={request} />
        </div>
      )}
    </article>
  );
}
