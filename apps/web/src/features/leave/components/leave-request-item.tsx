import { LEAVE_MESSAGES, type LeaveRequest } from '@topgear/shared/leave';
import { mediumDate } from '@/lib/dates';
import { daysText } from '../texts';
import { CancelLeaveButton } from './cancel-leave-button';
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
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">Dates</dt>
        <dd className="text-slate-800">
          {mediumDate(request.from)} – {mediumDate(request.to)}
        </dd>
        <dt className="font-medium text-slate-600">Notes</dt>
        <dd className="break-words whitespace-pre-line text-slate-800">{request.notes || '—'}</dd>
        <dt className="font-medium text-slate-600">Feedback</dt>
        <dd className="break-words whitespace-pre-line text-slate-800">
          {request.feedback ?? LEAVE_MESSAGES.noFeedback}
        </dd>
      </dl>
      {request.status === 'pending' && (
        <div>
          <CancelLeaveButton request={request} />
        </div>
      )}
    </article>
  );
}
