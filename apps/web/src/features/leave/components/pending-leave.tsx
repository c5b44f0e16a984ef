import { useId } from 'react';
import { PagedList } from '@/components/ui/paged-list';
import { mediumDate } from '@/lib/dates';
import { useLeaveRequests } from '../api/get-leave-requests';
import { daysText, LEAVE_TEXTS } from '../texts';

/** My requests still waiting for approval, for the Focus page. */
export function PendingLeave() {
  const pending = useLeaveRequests({ status: 'pending' });
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        Pending days off
      </h2>
      <PagedList query={pending} noun="pending days off" empty={LEAVE_TEXTS.noPending}>
        {(items) => (
          <ul className="flex flex-col gap-2">
            {items.map((request) => (
              <li
                key={request.id}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
              >
                <span className="font-semibold text-brand-900">{request.type}</span>
                <span className="text-slate-700">
                  {mediumDate(request.from)} – {mediumDate(request.to)}
                </span>
                <span className="text-slate-600">{daysText(request.days)}</span>
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
