import { LEAVE_MESSAGES, type LeaveRequest } from '@topgear/shared/leave';
import { mediumDate } from '@/lib/dates';

/** A record's dates, notes and feedback ('No feedback' until a manager writes some). */
export function LeaveRecordDetails({ request }: { request: LeaveRequest }) {
  return (
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
  );
}
