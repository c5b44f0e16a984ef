import type { CheckIn } from '@topgear/shared/goals';
import { describe, expect, it } from 'vitest';
import { formatPeriod, isActiveGoal, progressSummary, progressText } from './goal-texts';

describe('isActiveGoal', () => {
  const today = '2025-03-10';

  it.each([
    ['no To date and progress below target', { to: null, progress: 2, target: 5 }, true],
    ['a To date of today', { to: today, progress: 0, target: 1 }, true],
    ['a To date still ahead', { to: '2025-04-01', progress: 4.5, target: 5 }, true],
    ['a To date that has passed', { to: '2025-03-09', progress: 0, target: 5 }, false],
    ['the target reached', { to: null, progress: 5, target: 5 }, false],
  ])('%s: %s', (_case, goal, active) => {
    expect(isActiveGoal(goal, today)).toBe(active);
  });
});

describe('goal texts', () => {
  it('writes progress against the target with the unit, when there is one', () => {
    expect(progressText(3, { target: 5, unit: 'Development Sprints' })).toBe('3 of 5 Development Sprints');
    expect(progressText(2.5, { target: 4, unit: null })).toBe('2.5 of 4');
  });

  it('writes the period with either end open', () => {
    expect(formatPeriod({ from: '2025-01-06', to: '2025-03-28' })).toBe('Jan 6, 2025 – Mar 28, 2025');
    expect(formatPeriod({ from: '2025-01-06', to: null })).toBe('From Jan 6, 2025');
    expect(formatPeriod({ from: null, to: '2025-03-28' })).toBe('Until Mar 28, 2025');
    expect(formatPeriod({ from: null, to: null })).toBe('No dates set');
  });
});

describe('progressSummary', () => {
  const checkIn = (progress: number, status: CheckIn['status'], createdAt: string): CheckIn => ({
    id: createdAt,
    progress,
    status,
    comment: '',
    createdAt,
  });
  const goal = { target: 5, unit: 'Development Sprints' } as const;

  it('says when there is nothing to draw yet', () => {
    expect(progressSummary(goal, [])).toBe('Progress over time: no check-ins yet.');
  });

  it('counts the check-ins and names the range, the latest progress and its status', () => {
    const summary = progressSummary(goal, [
      checkIn(1, 'on-track', '2025-01-06T10:00:00.000Z'),
      checkIn(3.5, 'on-track', '2025-01-20T10:00:00.000Z'),
      checkIn(3, 'at-risk', '2025-02-03T10:00:00.000Z'),
    ]);

    expect(summary).toMatch(/^Progress over time: 3 check-ins from Jan 6, 2025, .+ to Feb 3, 2025, .+;/);
    expect(summary).toContain('progress ranged from 1 to 3.5, latest 3 of 5 Development Sprints, At risk.');
  });

  it('speaks of a single check-in in the singular', () => {
    expect(progressSummary(goal, [checkIn(2, 'off-track', '2025-01-06T10:00:00.000Z')])).toMatch(
      /^Progress over time: 1 check-in, on Jan 6, 2025, .+: 2 of 5 Development Sprints, Off track\.$/,
    );
  });
});
