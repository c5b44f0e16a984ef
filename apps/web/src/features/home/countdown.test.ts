import { describe, expect, it } from 'vitest';
import { COUNTDOWN_DURATION_MS, timeLeft } from './countdown';

describe('the launch countdown', () => {
  it('starts 20 days, 4 hours and 30 minutes out', () => {
    expect(timeLeft(COUNTDOWN_DURATION_MS, 0)).toEqual({ days: 20, hours: 4, minutes: 30, seconds: 0 });
  });

  it('counts down in whole seconds', () => {
    expect(timeLeft(90_500, 0)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 30 });
    expect(timeLeft(90_500, 1_000)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 29 });
  });

  it('has nothing left at the target and after it', () => {
    expect(timeLeft(5_000, 5_000)).toBeNull();
    expect(timeLeft(5_000, 4_500)).toBeNull();
    expect(timeLeft(5_000, 9_000)).toBeNull();
  });
});
