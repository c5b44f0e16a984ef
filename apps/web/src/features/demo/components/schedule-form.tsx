import { zodResolver } from '@hookform/resolvers/zod';
import {
  bookingSchema,
  DEFAULT_TIME_ZONE,
  DEMO_LANGUAGES,
  DEMO_MESSAGES,
  formatSlotTime,
  TIME_ZONES,
  USER_COUNT_BANDS,
  type BookingConfirmation,
  type BookingInput,
} from '@topgear/shared/demo';
import { TriangleAlert } from 'lucide-react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FieldError, SelectField, TextField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { RadioGroup } from '@/components/ui/radio-group';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/server-field-errors';
import { useBookDemo } from '../api/book-demo';
import { useTimeSlots } from '../api/get-time-slots';
import { mediumDate } from '../dates';
import { DemoCalendar } from './demo-calendar';
import { TimeSlotPicker } from './time-slot-picker';

const timeZoneOptions = TIME_ZONES.map((zone) => ({ value: zone.offset, label: zone.label }));

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

export function ScheduleForm({ onBooked }: { onBooked: (confirmation: BookingConfirmation) => void }) {
  const book = useBookDemo();
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    formState: { errors },
  } = useForm<BookingInput>({
    resolver: zodResolver(bookingSchema),
    defaultValues: { timeZone: DEFAULT_TIME_ZONE, language: 'English', userCount: '1-50' },
  });
  const [date, timeZone, timeSlotId] = useWatch({ control, name: ['date', 'timeZone', 'timeSlotId'] });
  const slots = useTimeSlots(date, timeZone);
  const selectedTime = slots.data?.find((slot) => slot.id === timeSlotId)?.time;

  const submit = handleSubmit((booking) =>
    book.mutate(booking, {
      onSuccess: onBooked,
      onError: (error) => {
        if (isSlotTaken(error)) {
          setValue('timeSlotId', '');
          return;
        }
        for (const [field, message] of serverFieldErrors(error, bookingSchema.shape)) setError(field, { message });
      },
    }),
  );
  const fieldErrorShown = serverFieldErrors(book.error, bookingSchema.shape).length > 0;

  return (
    <form onSubmit={submit} noValidate className="grid gap-8 lg:grid-cols-2">
      <div className="min-w-0 space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Time zone" options={timeZoneOptions} {...register('timeZone')} />
          <SelectField label="Demo language" options={DEMO_LANGUAGES} {...register('language')} />
        </div>
        <div>
          <p className="mb-2 text-sm font-medium text-slate-700">Date</p>
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <DemoCalendar
                value={field.value}
                onChange={(day) => {
                  field.onChange(day);
                  setValue('timeSlotId', '');
                  book.reset();
                }}
              />
            )}
          />
          <FieldError id="date-error" message={errors.date?.message} />
          {isSlotTaken(book.error) && (
            <p role="alert" className="mt-2 flex items-center gap-2 text-sm font-semibold text-red-600">
              <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
              {DEMO_MESSAGES.slotTaken}
            </p>
          )}
        </div>
        <TimeSlotPicker
          date={date}
          timeZone={timeZone}
          registration={register('timeSlotId')}
          error={errors.timeSlotId?.message}
        />
        <SelectedDateLine date={date} time={selectedTime} />
      </div>

      <div className="min-w-0 space-y-4">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Company"
          autoComplete="organization"
          error={errors.company?.message}
          {...register('company')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <RadioGroup
          legend="How many users?"
          registration={register('userCount')}
          error={errors.userCount?.message}
          options={USER_COUNT_BANDS.map((band) => ({ value: band, label: `${band} users` }))}
        />
        {book.error && !isSlotTaken(book.error) && !fieldErrorShown && <FormAlert message={errorMessage(book.error)} />}
        <Button type="submit" loading={book.isPending} className="w-full py-3">
          Submit
        </Button>
        <p className="text-xs leading-relaxed text-slate-500">
          By booking a demo you agree that we use these details to contact you about TopGear Perform, as described in
          our{' '}
          <Link to={paths.privacyPolicy} className="font-semibold text-brand-700 underline">
            privacy policy
          </Link>
          .
        </p>
      </div>
    </form>
  );
}
