import { BOOKING_HORIZON_DAYS } from '@topgear/shared/booking';
import { useDeferredValue } from 'react';
import { DayPicker } from 'react-day-picker';
import { fromIsoDate, toIsoDate } from '@/lib/dates';
import { useHydrated } from '@/lib/use-hydrated';

interface DemoCalendarProps {
  value: string | undefined;
  onChange: (date: string) => void;
}

/**
 * A month calendar for one date, from today to the booking horizon. Today is the visitor's, so
 * the server leaves the calendar's place empty (six weeks always, so its size never changes).
 */
export function DemoCalendar({ value, onChange }: DemoCalendarProps) {
  // Drawn at a transition's priority after the page is adopted: React yields to the browser while
  // it builds the month, instead of holding the main thread for it.
  const hydrated = useDeferredValue(useHydrated());
  if (!hydrated)
    return (
      <div aria-hidden="true" className="demo-calendar demo-calendar-placeholder rounded-xl border border-slate-200" />
    );
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
      onSelect={(day) => onChange(toIsoDate(day))}
      disabled={[{ before: today }, { after: lastDay }]}
      startMonth={today}
      endMonth={lastDay}
      className="demo-calendar rounded-xl border border-slate-200 p-3"
    />
  );
}
