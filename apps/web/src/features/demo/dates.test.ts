import { describe, expect, it } from 'vitest';
import { fromIsoDate, mediumDate, toIsoDate } from './dates';

describe('demo booking dates', () => {
  it('turns a calendar day into the API date and back without shifting it', () => {
    const day = new Date(2026, 0, 5, 23, 30);
    expect(toIsoDate(day)).toBe('2026-01-05');
    expect(fromIsoDate('2026-01-05')).toEqual(new Date(2026, 0, 5));
  });

  it('shows the day as a medium date', () => {
    expect(mediumDate('2026-11-24')).toBe('Nov 24, 2026');
  });
});
