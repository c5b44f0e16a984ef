import { describe, expect, it } from 'vitest';
import { boundsOf, fromOnward, occurrencesBetween, ruleFor, scheduleOf, zonedInstant } from './recurrence';

const iso = (instants: Date[]) => instants.map((instant) => instant.toISOString());
const ALL = [new Date('2000-01-01T00:00:00Z'), new Date('2040-01-01T00:00:00Z')] as const;

describe('ruleFor and scheduleOf', () => {
  it('writes the weekday of the month as the n-th, or the last when it is the fifth', () => {
    const monthly = {
      timeZone: 'Europe/Berlin',
      durationMinutes: 30,
      repeat: 'monthly' as const,
      count: null,
      until: null,
    };
    expect(ruleFor({ ...monthly, startsAt: '2026-12-08T10:00', ends: 'never' })).toBe('FREQ=MONTHLY;BYDAY=2TU');
    expect(ruleFor({ ...monthly, startsAt: '2026-12-29T10:00', ends: 'never' })).toBe('FREQ=MONTHLY;BYDAY=-1TU');
  });

  it('reads back what was picked, the last day in the series’ zone', () => {
    const picked = {
      startsAt: '2026-12-01T18:30',
      timeZone: 'America/Los_Angeles',
      durationMinutes: 45,
      repeat: 'biweekly' as const,
      ends: 'on' as const,
      count: null,
      until: '2027-03-30',
    };
    const times = { startsLocal: picked.startsAt, timeZone: picked.timeZone, rrule: ruleFor(picked) };
    expect(scheduleOf(times)).toEqual({ repeat: 'biweekly', ends: 'on', count: null, until: '2027-03-30' });
    // The last meeting is the Tuesday before, 23 March at 18:30 there: the next day in UTC.
    expect(boundsOf(times).lastAt?.toISOString()).toBe('2027-03-24T01:30:00.000Z');
  });
});

describe('occurrencesBetween', () => {
  it('keeps the wall-clock time across both daylight-saving changes of a year', () => {
    const times = { startsLocal: '2027-03-23T09:00', timeZone: 'Europe/London', rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=2' };
    const autumn = {
      startsLocal: '2027-10-26T09:00',
      timeZone: 'Europe/London',
      rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=2',
    };
    expect(iso(occurrencesBetween(times, ...ALL))).toEqual(['2027-03-23T09:00:00.000Z', '2027-03-30T08:00:00.000Z']);
    expect(iso(occurrencesBetween(autumn, ...ALL))).toEqual(['2027-10-26T08:00:00.000Z', '2027-11-02T09:00:00.000Z']);
  });

  it('reads a time the clocks skip with the offset before the change', () => {
    // 02:30 on 28 March 2027 does not exist in Berlin: it is 03:30 summer time.
    expect(zonedInstant(Date.parse('2027-03-28T02:30:00Z'), 'Europe/Berlin').toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
  });

  it('finds a window of a series begun years ago without walking from its start', () => {
    const times = {
      startsLocal: '2021-01-05T10:00',
      timeZone: 'Asia/Kolkata',
      rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU',
    };
    const window = occurrencesBetween(times, new Date('2026-12-01T00:00:00Z'), new Date('2027-01-01T00:00:00Z'));
    // 5 January 2021 plus 308 weeks is 1 December 2026; 10:00 in Kolkata is 04:30 UTC.
    expect(iso(window)).toEqual(['2026-12-01T04:30:00.000Z', '2026-12-15T04:30:00.000Z', '2026-12-29T04:30:00.000Z']);
  });
});

describe('fromOnward', () => {
  it.each([
    { startsLocal: '2021-03-02T10:00', timeZone: 'Europe/Berlin', rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU' },
    { startsLocal: '2021-03-02T10:00', timeZone: 'Europe/Berlin', rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=300' },
    {
      startsLocal: '2021-03-30T09:30',
      timeZone: 'America/New_York',
      rrule: 'FREQ=MONTHLY;BYDAY=-1TU;UNTIL=20281231T000000Z',
    },
    { startsLocal: '2021-03-09T09:30', timeZone: 'Asia/Kolkata', rrule: 'FREQ=MONTHLY;BYDAY=2TU;COUNT=80' },
  ])('starts $rrule at its first meeting since, with the same meetings from then on', (times) => {
    const since = new Date('2025-11-27T00:00:00Z');
    const onward = fromOnward(times, since)!;
    expect(onward.startsLocal >= '2025-11-27').toBe(true);
    expect(iso(occurrencesBetween(onward, ...ALL))).toEqual(iso(occurrencesBetween(times, since, ALL[1])));
  });

  it('answers null for a stretch with nothing left', () => {
    const ended = { startsLocal: '2021-03-02T10:00', timeZone: 'Europe/Berlin', rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=3' };
    expect(fromOnward(ended, new Date('2025-01-01T00:00:00Z'))).toBeNull();
    const once = { startsLocal: '2021-03-02T10:00', timeZone: 'Europe/Berlin', rrule: null };
    expect(fromOnward(once, new Date('2025-01-01T00:00:00Z'))).toBeNull();
  });
});
