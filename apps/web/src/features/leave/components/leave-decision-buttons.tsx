import type { TeamLeaveRequest } from '@topgear/shared/leave';
import Check from 'lucide-react/icons/check';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { errorMessage } from '@/lib/api-client';
import { useDecideLeave } from '../api/review-leave';
import { LEAVE_TEXTS, daysText } from '../texts';

/** Approve, or reject after confirming (the days go back to the person's balance), a pending request. */
export function LeaveDecisionButtons({ request }: { request: TeamLeaveRequest }) {
  const approval = useDecideLeave();
  const rejection = useDecideLeave();
  const whose = `${request.owner.name}'s ${daysText(request.days)} of ${request.type}`;
  return (
    <>
      <Button
        loading={approval.isPending}
        onClick={() =>
          // Not `mutate`'s own callbacks: an approved record loses these buttons (they unmount) as
          // soon as the list refreshes, before those callbacks would run.
          void approval.mutateAsync({ id: request.id, decision: 'approved' }).then(
            () => toast.success(LEAVE_TEXTS.approved),
            (error: unknown) => toast.error(errorMessage(error)),
          )
        }
      >
        <Check aria-hidden="true" className="size-4" />
        Approve<span className="sr-only">: {whose}</span>
      </Button>
      <ConfirmButton
        title={`Reject ${whose}?`}
        description={`${request.owner.name} is told, and the ${daysText(request.days)} go back to their ${request.type} balance.`}
        confirmLabel="Reject"
        mutation={rejection}
        variables={{ id: request.id, decision: 'rejected' }}
        onSuccess={() => toast.success(LEAVE_TEXTS.rejected)}
      >
        Reject<span className="sr-only">: {whose}</span>
      </ConfirmButton>
    </>
  );
}
