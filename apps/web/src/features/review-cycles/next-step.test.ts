import { CYCLE_PHASES } from '@topgear/shared/review-cycles';
import { describe, expect, it } from 'vitest';
import { nextStep, peopleCount, type CycleProgress } from './next-step';

const cycle = (changes: Partial<CycleProgress>): CycleProgress => ({
  phase: 'draft',
  participantCount: 2,
  nominationsDue: '2026-03-06',
  writingDue: '2026-03-20',
  calibrationDue: '2026-04-03',
  sharingDue: '2026-04-17',
  ...changes,
});

describe("a review cycle's next step", () => {
  it('counts who a draft would take in today, one person or many', () => {
    expect(nextStep(cycle({ participantCount: 2 }))).toBe('Set it up, then launch it: 2 people would take part today.');
    expect(nextStep(cycle({ participantCount: 1 }))).toBe('Set it up, then launch it: 1 person would take part today.');
  });

  it('asks to widen who takes part when a draft would take in nobody', () => {
    expect(nextStep(cycle({ participantCount: 0 }))).toBe(
      'Set it up, then launch it: nobody would take part today, so widen who takes part.',
    );
  });

  it("names the phase's deadline and what to move on to", () => {
    expect(nextStep(cycle({ phase: 'nominations' }))).toBe(
      'People nominate peers until Mar 6, 2026; then move the cycle on to writing.',
    );
    expect(nextStep(cycle({ phase: 'writing' }))).toBe(
      'Reviews are written until Mar 20, 2026; then move the cycle on to calibration.',
    );
    expect(nextStep(cycle({ phase: 'sharing' }))).toContain('until Apr 17, 2026; then close the cycle.');
  });

  it('has a sentence for every phase', () => {
    for (const phase of CYCLE_PHASES) expect(nextStep(cycle({ phase }))).toMatch(/\.$/);
  });

  it('says people in the singular for one', () => {
    expect([peopleCount(0), peopleCount(1), peopleCount(12)]).toEqual(['0 people', '1 person', '12 people']);
  });
});
