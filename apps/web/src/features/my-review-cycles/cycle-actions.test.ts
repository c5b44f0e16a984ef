import type { MyReviewCycles } from '@topgear/shared/review-cycles';
import { describe, expect, it } from 'vitest';
import { cycleActions, cycleStatus } from './cycle-actions';

const entry = (phase: MyReviewCycles[number]['cycle']['phase'], mine: Partial<MyReviewCycles[number]> = {}) => ({
  cycle: {
    id: 'c1',
    name: 'Autumn',
    phase,
    peersMin: 3,
    peersMax: 5,
    nominationsDue: '2026-07-03',
    writingDue: '2026-07-17',
    calibrationDue: '2026-07-24',
    sharingDue: '2026-07-31',
  },
  takesPart: true,
  manages: 0,
  resultsShared: false,
  ...mine,
});

const labels = (phase: Parameters<typeof entry>[0], mine: Partial<MyReviewCycles[number]> = {}) =>
  cycleActions(entry(phase, mine)).map(({ label }) => label);

describe('what a running cycle asks of me', () => {
  it('leads a participant to their peers, and a manager to their team, while it takes nominations', () => {
    expect(labels('nominations')).toEqual(['Choose your peers']);
    expect(labels('nominations', { manages: 2 })).toEqual(['Choose your peers', "Your team's peers"]);
    expect(cycleActions(entry('nominations', { takesPart: false, manages: 2 }))[0]).toMatchObject({ primary: true });
  });

  it('leads a manager to calibration, and to sharing their team’s results', () => {
    expect(labels('calibration', { manages: 1 })).toEqual(['Calibrate', 'Your team']);
    expect(labels('calibration')).toEqual([]);
    expect(labels('sharing', { manages: 1 })).toEqual(['Share results']);
  });

  it('leads a person to their review once it is shared with them', () => {
    expect(labels('sharing')).toEqual([]);
    expect(labels('sharing', { resultsShared: true })).toEqual(['Read your review']);
    expect(cycleActions(entry('sharing', { resultsShared: true }))[0]!.to).toBe(
      '/dashboard/performance/cycles/c1/packet',
    );
  });

  it('says where the cycle stands for me', () => {
    expect(cycleStatus(entry('sharing'))).toEqual(['Your manager will share your results with you.']);
    expect(cycleStatus(entry('writing', { takesPart: false, manages: 1 }))).toEqual([
      'Reviews are written until Jul 17, 2026.',
      '1 person you manage takes part.',
    ]);
  });
});
