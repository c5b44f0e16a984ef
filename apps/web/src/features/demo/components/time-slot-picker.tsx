import { formatSlotTime } from '@topgear/shared/booking';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { useFormField } from '@/components/ui/form';
import { RadioGroup } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useTimeSlots } from '../api/get-time-slots';

interface TimeSlotPickerProps {
  /** The form field that holds the chosen slot's id. */
  name: string;
  date: string | undefined;
  timeZone: string;
}

/** The chosen date's slots as radio buttons; booked and past ones are shown but cannot be picked. */
export function TimeSlotPicker({ name, date, timeZone }: TimeSlotPickerProps) {
  const { registration, error } = useFormField(name);
  const slots = useTimeSlots(date, timeZone);

  if (!date) {
    return (
      <div>
        <p className="text-sm font-medium text-slate-700">Time</p>
        <p className="mt-1 text-sm text-slate-500">Choose a date to see the available times.</p>
        <FieldError id={`${registration.name}-error`} message={error} />
      </div>
    );
  }
  if (slots.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner /> Loading the available times…
      </p>
    );
  }
  if (slots.isError) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <FieldError id={`${registration.name}-error`} message={errorMessage(slots.error)} />
        <Button variant="secondary" onClick={() => void slots.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <RadioGroup
      legend="Time"
      registration={registration}
      error={error}
      options={slots.data.map((slot) => ({
        value: slot.id,
        disabled: !slot.available,
        label: (
          <>
            {formatSlotTime(slot.time)}
            {!slot.available && <span className="ml-auto text-xs font-normal">Unavailable</span>}
          </>
        ),
      }))}
    />
  );
}
