import { describe, expect, it } from 'vitest';
import { describeSchedule, nthWeekdayOf, type Schedule, weekdayOf } from './meeting-schedule-words';

const schedule = (changes: Partial<Schedule> = {}): Schedule => ({
  startsAt: '2026-11-24T10:00',
  timeZone: 'Europe/Berlin',
  durationMinutes: 30,
  repeat: 'biweekly',
  ends: 'never',
  count: null,
  until: null,
  ...changes,
});

describe('a schedule in words', () => {
  it('says how often, on which weekday, at what time and in which zone', () => {
    expect(describeSchedule(schedule())).toBe('Every two weeks on Tuesday at 10:00, Europe/Berlin');
    expect(describeSchedule(schedule({ repeat: 'weekly', startsAt: '2026-11-27T09:30' }))).toBe(
      'Every week on Friday at 09:30, Europe/Berlin',
    );
  });

  it('names the weekday of the month a monthly series keeps, the last one for the month’s last days', () => {
    expect(describeSchedule(schedule({ repeat: 'monthly' }))).toBe(
      'Every month on the fourth Tuesday at 10:00, Europe/Berlin',
    );
    expect(describeSchedule(schedule({ repeat: 'monthly', startsAt: '2026-12-01T08:00', timeZone: 'UTC' }))).toBe(
      'Every month on the first Tuesday at 08:00, UTC',
    );
    expect(describeSchedule(schedule({ repeat: 'monthly', startsAt: '2026-12-29T08:00' }))).toBe(
      'Every month on the last Tuesday at 08:00, Europe/Berlin',
    );
  });

  it('says when a series ends, after a number of meetings or on a day', () => {
    expect(describeSchedule(schedule({ ends: 'after', count: 6 }))).toBe(
      'Every two weeks on Tuesday at 10:00, Europe/Berlin, 6 meetings',
    );
    expect(describeSchedule(schedule({ repeat: 'weekly', ends: 'on', until: '2026-12-31' }))).toBe(
      'Every week on Tuesday at 10:00, Europe/Berlin, until December 31, 2026',
    );
  });

  it('gives the day of a meeting that happens once', () => {
    expect(describeSchedule(schedule({ repeat: 'none', ends: 'after', count: 3 }))).toBe(
      'Once, on November 24, 2026 at 10:00, Europe/Berlin',
    );
  });

  it('reads the weekday from the series’ own calendar day, whatever the browser’s zone', () => {
    expect(weekdayOf('2026-03-29T00:30')).toBe('Sunday');
    expect(nthWeekdayOf('2026-03-08')).toBe('second');
    expect(nthWeekdayOf('2026-03-28')).toBe('fourth');
    expect(nthWeekdayOf('2026-03-31')).toBe('last');
  });
});
