import { BOOKING_HORIZON_DAYS } from '@topgear/shared/demo';
import type { CSSProperties } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { fromIsoDate, toIsoDate } from '../dates';

const calendarTheme = {
  '--rdp-accent-color': 'var(--color-brand-700)',
  '--rdp-accent-background-color': 'var(--color-brand-50)',
  '--rdp-today-color': 'var(--color-brand-600)',
} as CSSProperties;

interface DemoCalendarProps {
  value: string | undefined;
  onChange: (date: string) => void;
}

/** A month calendar for one date, from today to the booking horizon. */
export function DemoCalendar({ value, onChange }: DemoCalendarProps) {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  const lastDay = new Date(today);
  lastDay.setDate(lastDay.getDate() + BOOKING_HORIZON_DAYS - 1);

  return (
    <DayPicker
      mode="single"
      required
      selected={value ? fromIsoDate(value) : undefined}
      onSelect={(day) => onChange(toIsoDate(day))}
      disabled={[{ before: today }, { after: lastDay }]}
      startMonth={today}
      endMonth={lastDay}
      style={calendarTheme}
      className="rounded-xl border border-slate-200 p-3"
    />
  );
}
