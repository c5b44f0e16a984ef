import type { LeaveRequest } from '@topgear/shared/leave';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useCancelLeaveRequest } from '../api/cancel-leave-request';
import { formatCalendarDate } from '../calendar-dates';
import { daysText, LEAVE_TEXTS } from '../texts';

/** 'Cancel request' on a pending request, after confirmation; the toast shows once the server has cancelled it. */
export function CancelLeaveButton({ request }: { request: LeaveRequest }) {
  const [confirming, setConfirming] = useState(false);
  const cancellation = useCancelLeaveRequest();
  const dates = `${formatCalendarDate(request.from)} – ${formatCalendarDate(request.to)}`;

  const close = () => {
    setConfirming(false);
    cancellation.reset();
  };

  return (
    <>
      <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
        Cancel request <span className="sr-only">{`${request.type}, ${dates}`}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={LEAVE_TEXTS.confirmCancel}
        description={`${request.type}, ${dates}: ${daysText(request.days)} will return to your balance.`}
        confirmLabel="Cancel request"
        pending={cancellation.isPending}
        error={cancellation.error ? errorMessage(cancellation.error) : undefined}
        onCancel={close}
        onConfirm={() =>
          cancellation.mutate(request.id, {
            onSuccess: () => {
              toast.success(LEAVE_TEXTS.cancelled);
              close();
            },
          })
        }
      />
    </>
  );
}
