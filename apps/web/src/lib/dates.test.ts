import { describe, expect, it } from 'vitest';
import {
  daysOfMonth,
  fromIsoDate,
  mediumDate,
  monthLabel,
  shiftMonth,
  shortMonth,
  toIsoDate,
  toIsoMonth,
} from './dates';

describe('calendar days', () => {
  it('reads the day from the browser calendar, not UTC, and back without shifting it', () => {
    expect(toIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(toIsoDate(new Date(2026, 0, 5, 0, 1))).toBe('2026-01-05');
    expect(fromIsoDate('2026-01-05')).toEqual(new Date(2026, 0, 5));
  });

  it('writes a day as a medium date, as it is on the calendar', () => {
    expect(mediumDate('2026-11-24')).toBe('Nov 24, 2026');
    expect(mediumDate('2025-01-06')).toBe('Jan 6, 2025');
    expect(mediumDate('2026-03-02')).toBe('Mar 2, 2026');
  });
});

describe('months', () => {
  it('steps across years both ways', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(toIsoMonth(new Date(2026, 10, 30, 23, 59))).toBe('2026-11');
  });

  it('lists every day of a month, leap years included', () => {
    expect(daysOfMonth('2028-02')).toHaveLength(29);
    expect(daysOfMonth('2026-02').at(-1)).toBe('2026-02-28');
    expect(daysOfMonth('2026-11')[0]).toBe('2026-11-01');
    expect(monthLabel('2026-11')).toBe('November 2026');
    expect(shortMonth('2026-01')).toBe('Jan');
  });
});
