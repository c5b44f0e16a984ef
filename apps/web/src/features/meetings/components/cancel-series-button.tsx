import CalendarX from 'lucide-react/icons/calendar-x';
import { toast } from '@/lib/toast';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useCancelSeries } from '../api/cancel-series';
import { MEETING_TEXTS } from '../texts';

/** 'Cancel series', after a confirmation; the series stays readable as history. */
export function CancelSeriesButton({ seriesId }: { seriesId: string }) {
  const cancel = useCancelSeries();
  return (
    <ConfirmButton
      title={MEETING_TEXTS.confirmCancel}
      description={MEETING_TEXTS.cancelDetails}
      confirmLabel="Cancel series"
      mutation={cancel}
      variables={seriesId}
      onSuccess={() => toast.success(MEETING_TEXTS.cancelled)}
    >
      <CalendarX aria-hidden="true" className="size-4" />
      Cancel series
    </ConfirmButton>
  );
}
