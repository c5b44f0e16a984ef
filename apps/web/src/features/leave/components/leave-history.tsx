import { PagedList } from '@/components/ui/paged-list';
import { TitledSection } from '@/components/ui/titled-section';
import { useLeaveRequests } from '../api/get-leave-requests';
import { LEAVE_TEXTS } from '../texts';
import { LeaveRequestItem } from './leave-request-item';

/** 'Consumption Days Off': every record of mine, newest first, with its status and feedback. */
export function LeaveHistory() {
  const requests = useLeaveRequests();
  return (
    <TitledSection title={LEAVE_TEXTS.history}>
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
    </TitledSection>
  );
}
