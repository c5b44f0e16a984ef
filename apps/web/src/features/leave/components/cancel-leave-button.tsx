import type { LeaveRequest } from '@topgear/shared/leave';
import { toast } from '@/lib/toast';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { mediumDate } from '@/lib/dates';
import { useCancelLeaveRequest } from '../api/cancel-leave-request';
import { daysText, LEAVE_TEXTS } from '../texts';

/** 'Cancel request' on a pending request, after confirmation; the toast shows once the server has cancelled it. */
export function CancelLeaveButton({ request }: { request: LeaveRequest }) {
  const cancellation = useCancelLeaveRequest();
  const dates = `${mediumDate(request.from)} – ${mediumDate(request.to)}`;
  return (
    <ConfirmButton
      title={LEAVE_TEXTS.confirmCancel}
      description={`${request.type}, ${dates}: ${daysText(request.days)} will return to your balance.`}
      confirmLabel="Cancel request"
      mutation={cancellation}
      variables={request.id}
      onSuccess={() => toast.success(LEAVE_TEXTS.cancelled)}
    >
      Cancel request <span className="sr-only">{`${request.type}, ${dates}`}</span>
    </ConfirmButton>
  );
}
