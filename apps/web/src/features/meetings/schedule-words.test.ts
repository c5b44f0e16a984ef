import { describe, expect, it } from 'vitest';
import {
  durationWords,
  meetingTimeWords,
  namesInWords,
  shortMeetingTime,
  timeZoneChoices,
  wallClockIn,
} from './schedule-words';

describe('durations', () => {
  it('are said in hours and minutes', () => {
    expect(durationWords(30)).toBe('30 minutes');
    expect(durationWords(60)).toBe('1 hour');
    expect(durationWords(90)).toBe('1 hour 30 minutes');
    expect(durationWords(121)).toBe('2 hours 1 minute');
  });
});

describe('the wall-clock time of an instant in a zone', () => {
  it('is what the schedule forms start from, summer time included', () => {
    expect(wallClockIn('2026-11-24T09:00:00.000Z', 'Europe/Berlin')).toBe('2026-11-24T10:00');
    expect(wallClockIn('2026-07-14T08:00:00.000Z', 'Europe/Berlin')).toBe('2026-07-14T10:00');
    expect(wallClockIn('2026-07-14T03:30:00.000Z', 'America/New_York')).toBe('2026-07-13T23:30');
  });

  it('writes midnight as 00, never 24', () => {
    expect(wallClockIn('2026-01-01T00:00:00.000Z', 'UTC')).toBe('2026-01-01T00:00');
  });
});

describe('a meeting’s time', () => {
  it('is shown in the viewer’s language and zone, start to end', () => {
    expect(
      meetingTimeWords('2026-11-24T09:00:00.000Z', '2026-11-24T09:30:00.000Z', {
        locale: 'en-US',
        timeZone: 'Europe/Berlin',
      }),
    ).toMatch(/^Tuesday, November 24, 2026.*10:00\s*–\s*10:30\sAM$/);
  });

  it('leaves out the year in short lists when it is this year', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    expect(shortMeetingTime('2026-11-24T09:00:00.000Z', { locale: 'en-US', timeZone: 'UTC', now })).toBe(
      'Tue, Nov 24, 9:00 AM',
    );
    expect(shortMeetingTime('2027-01-05T09:00:00.000Z', { locale: 'en-US', timeZone: 'UTC', now })).toBe(
      'Tue, Jan 5, 2027, 9:00 AM',
    );
  });
});

describe('time zone choices', () => {
  it('hold the runtime’s zones, the browser’s own and UTC, once each, in order', () => {
    expect(timeZoneChoices('Asia/Calcutta', ['Europe/Berlin', 'America/New_York', 'UTC'])).toEqual([
      'America/New_York',
      'Asia/Calcutta',
      'Europe/Berlin',
      'UTC',
    ]);
  });
});

describe('names in a sentence', () => {
  it('are joined with commas and a final and', () => {
    expect(namesInWords([])).toBe('');
    expect(namesInWords(['Ana'])).toBe('Ana');
    expect(namesInWords(['Ana', 'Ben'])).toBe('Ana and Ben');
    expect(namesInWords(['Ana', 'Ben', 'Chloé'])).toBe('Ana, Ben and Chloé');
  });
});
