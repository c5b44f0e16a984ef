import { BOOKING_HORIZON_DAYS } from '@topgear/shared/booking';
import { FORM_REFRESH } from '@topgear/shared/page-render';
import { useDeferredValue, useId } from 'react';
import { DayPicker } from 'react-day-picker';
import { fromIsoDate, toIsoDate } from '@/lib/dates';
import { Button } from '@/components/ui/button';
import { useHydrated } from '@/lib/use-hydrated';

interface DemoCalendarProps {
  /** The form field the browser posts the date in, before or without the page's code. */
  name: string;
  value: string | undefined;
  onChange: (date: string) => void;
}

/**
 * Before the page's code: the browser's own date field, and a button that asks the server for the
 * page again with that date's free times. It fills the calendar's place (six weeks always), so
 * nothing moves when the calendar replaces it.
 */
function DateBeforeCode({ name, value }: Pick<DemoCalendarProps, 'name' | 'value'>) {
  const id = useId();
  return (
    <div
      data-before-code
      className="demo-calendar demo-calendar-placeholder flex flex-col justify-center gap-3 rounded-xl border border-slate-200 p-4"
    >
      <label htmlFor={id} className="text-sm text-slate-600">
        Choose a day, then show its free times.
      </label>
      <input
        id={id}
        type="date"
        name={name}
        defaultValue={value}
        className="w-full max-w-60 rounded-lg border border-slate-300 px-3 py-2.5 text-sm"
      />
      <Button type="submit" variant="secondary" name={FORM_REFRESH.name} value={FORM_REFRESH.value} formNoValidate>
        Show free times
      </Button>
    </div>
  );
}

/**
 * A month calendar for one date, from today to the booking horizon. Today is the visitor's, so
 * the server renders the browser's own date field in its place.
 */
export function DemoCalendar({ name, value, onChange }: DemoCalendarProps) {
  // Drawn at a transition's priority after the page is adopted: React yields to the browser while
  // it builds the month, instead of holding the main thread for it.
  const hydrated = useDeferredValue(useHydrated());
  if (!hydrated) return <DateBeforeCode name={name} value={value} />;
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  const lastDay = new Date(today);
  lastDay.setDate(lastDay.getDate() + BOOKING_HORIZON_DAYS - 1);

  return (
    <DayPicker
      mode="single"
      fixedWeeks
      required
      selected={value ? fromIsoDate(value) : undefined}
      // A day chosen before the code arrived may be in a later month: the calendar opens on it.
      defaultMonth={value ? fromIsoDate(value) : undefined}
      onSelect={(day) => onChange(toIsoDate(day))}
      disabled={[{ before: today }, { after: lastDay }]}
      startMonth={today}
      endMonth={lastDay}
      className="demo-calendar rounded-xl border border-slate-200 p-3"
    />
  );
}
