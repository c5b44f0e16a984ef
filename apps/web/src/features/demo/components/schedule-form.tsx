import type { BookingConfirmation, BookingInput } from '@topgear/shared/demo';
import {
  DEFAULT_TIME_ZONE,
  DEMO_LANGUAGES,
  DEMO_MESSAGES,
  formatSlotTime,
  TIME_ZONES,
  USER_COUNT_BANDS,
} from '@topgear/shared/booking';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { SiteLink } from '@/components/ui/site-link';
import { FieldError } from '@/components/ui/field';
import { Form, FormFailure } from '@/components/ui/form';
import { FormInput, FormRadioGroup, FormSelect } from '@/components/ui/form-fields';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useBookDemo } from '../api/book-demo';
import { demoBookingFormPost } from '../form-post';
import { useTimeSlots } from '../api/get-time-slots';
import { mediumDate } from '@/lib/dates';
import { DemoCalendar } from './demo-calendar';
import { TimeSlotPicker } from './time-slot-picker';

/** The booking rules, loaded when someone starts filling the form in (decision 025). */
const bookingRules = () => import('@topgear/shared/demo').then((rules) => rules.bookingSchema);

const timeZoneOptions = TIME_ZONES.map((zone) => ({ value: zone.offset, label: zone.label }));
const userCountOptions = USER_COUNT_BANDS.map((band) => ({ value: band, label: `${band} users` }));

/** A booking refused because someone else took the slot first. */
const isSlotTaken = (error: unknown) => error instanceof ApiError && error.status === 409;

function SelectedDateLine({ date, time }: { date: string | undefined; time: string | undefined }) {
  return (
    <p aria-live="polite" className="text-sm text-slate-700">
      <span className="font-semibold">Selected Date:</span>{' '}
      {date ? `${mediumDate(date)}${time ? ` at ${formatSlotTime(time)}` : ''}` : 'none yet'}
    </p>
  );
}

interface WhenFieldsProps {
  /** The last booking was refused because the slot had been taken meanwhile. */
  slotTaken: boolean;
  /** Another date was picked: the last booking's failure no longer applies. */
  onDateChange: () => void;
}

/** Time zone, language, date and time. Picking another date clears the chosen time. */
function WhenFields({ slotTaken, onDateChange }: WhenFieldsProps) {
  const { control, setValue } = useFormContext<BookingInput>();
  const { field: date, fieldState: dateState } = useController({ control, name: 'date' });
  const [timeZone, timeSlotId] = useWatch({ control, name: ['timeZone', 'timeSlotId'] });
  const slots = useTimeSlots(date.value, timeZone);
  const selectedTime = slots.data?.find((slot) => slot.id === timeSlotId)?.time;

  return (
    <div className="min-w-0 space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect name="timeZone" label="Time zone" options={timeZoneOptions} />
        <FormSelect name="language" label="Demo language" options={DEMO_LANGUAGES} />
      </div>
      <div>
        <p className="mb-2 text-sm font-medium text-slate-700">Date</p>
        <DemoCalendar
          name={date.name}
          value={date.value}
          onChange={(day) => {
            date.onChange(day);
            setValue('timeSlotId', '');
            onDateChange();
          }}
        />
        <FieldError id="date-error" message={dateState.error?.message} />
        {slotTaken && (
          <p role="alert" className="mt-2 flex items-center gap-2 text-sm font-semibold text-red-600">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            {DEMO_MESSAGES.slotTaken}
          </p>
        )}
      </div>
      <TimeSlotPicker name="timeSlotId" date={date.value} timeZone={timeZone} />
      <SelectedDateLine date={date.value} time={selectedTime} />
    </div>
  );
}

export function ScheduleForm({ onBooked }: { onBooked: (confirmation: BookingConfirmation) => void }) {
  const book = useBookDemo();
  const slotTaken = isSlotTaken(book.error);
  return (
    <Form
      schema={bookingRules}
      post={demoBookingFormPost}
      options={{ defaultValues: { timeZone: DEFAULT_TIME_ZONE, language: 'English', userCount: '1-50' } }}
      onSubmit={(booking, form) =>
        book.mutate(booking, {
          onSuccess: onBooked,
          onError: (error) => {
            if (isSlotTaken(error)) form.setValue('timeSlotId', '');
          },
        })
      }
      // A taken slot is explained beside the calendar, not in the form's alert.
      error={slotTaken ? null : book.error}
      className="grid gap-8 lg:grid-cols-2"
    >
      <WhenFields slotTaken={slotTaken} onDateChange={() => book.reset()} />
      <div className="min-w-0 space-y-4">
        <FormInput name="name" label="Name" autoComplete="name" />
        <FormInput name="company" label="Company" autoComplete="organization" />
        <FormInput name="email" label="Email" type="email" autoComplete="email" />
        <FormInput name="phone" label="Phone Number" type="tel" autoComplete="tel" />
        <FormRadioGroup name="userCount" legend="How many users?" options={userCountOptions} />
        <FormFailure />
        <Button type="submit" loading={book.isPending} className="w-full py-3">
          Submit
        </Button>
        <p className="text-xs leading-relaxed text-slate-500">
          By booking a demo you agree that we use these details to contact you about TopGear Perform, as described in
          our{' '}
          <SiteLink to={paths.privacyPolicy.getHref()} className="font-semibold text-brand-700 underline">
            privacy policy
          </SiteLink>
          .
        </p>
      </div>
    </Form>
  );
}
