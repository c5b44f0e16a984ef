import { type ScheduledDemo } from '@topgear/shared/demo';
import { DEMO_MESSAGES } from '@topgear/shared/booking';
import { toast } from '@/lib/toast';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { mediumDate } from '@/lib/dates';
import { useCancelBooking } from '../api/cancel-booking';

/** 'Cancel' behind a confirmation that says what the booker will be told. */
export function CancelBookingButton({ demo }: { demo: ScheduledDemo }) {
  const cancellation = useCancelBooking();
  return (
    <ConfirmButton
      title={`Cancel the demo of ${demo.name} on ${mediumDate(demo.date)}?`}
      description={`The time is free to book again, and ${demo.email} is mailed a cancellation that removes the demo from their calendar.`}
      confirmLabel="Cancel demo"
      mutation={cancellation}
      variables={demo.id}
      onSuccess={() => toast.success(DEMO_MESSAGES.cancelled)}
    >
      Cancel<span className="sr-only">: {demo.name}</span>
    </ConfirmButton>
  );
}
