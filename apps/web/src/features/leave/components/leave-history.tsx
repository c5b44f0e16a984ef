import { useId } from 'react';
import { PagedList } from '@/components/ui/paged-list';
import { useLeaveRequests } from '../api/get-leave-requests';
import { LEAVE_TEXTS } from '../texts';
import { LeaveRequestItem } from './leave-request-item';

/** 'Consumption Days Off': every record of mine, newest first, with its status and feedback. */
export function LeaveHistory() {
  const requests = useLeaveRequests();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-4 text-lg font-bold text-brand-900">
        {LEAVE_TEXTS.history}
      </h2>
      <PagedList query={requests} noun="days off" empty={LEAVE_TEXTS.noHistory}>
        {(items) => (
          <ul className="flex flex-col gap-3">
            {items.map((request) => (
              <li key={request.id}>
                <LeaveRequestItem request={request} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
