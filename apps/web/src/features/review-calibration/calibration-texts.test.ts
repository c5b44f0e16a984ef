import type { CalibrationRow } from '@topgear/shared/review-calibration';
import { describe, expect, it } from 'vitest';
import { finalRatingText, goalsText, groupText, phaseText, scoreExplanation, scoreRule } from './calibration-texts';

const notAsked = { asked: 0, submitted: 0, shown: false, average: null };

const row = (changes: Partial<CalibrationRow>): CalibrationRow => ({
  person: { id: 'p1', name: 'Ada Lovelace', image: null, jobTitle: 'Analyst' },
  department: null,
  manager: null,
  managerAverage: 4,
  selfAverage: 2,
  peers: notAsked,
  reports: notAsked,
  score: 3.5,
  scoreParts: [
    { part: 'manager', average: 4, weight: 76.9 },
    { part: 'self', average: 2, weight: 23.1 },
  ],
  managerRatings: {},
  goals: { count: 0, averageProgress: null },
  finalRating: 4,
  finalRatingReason: null,
  ...changes,
});

const scale = [
  { label: 'Low', description: '' },
  { label: 'Fine', description: '' },
  { label: 'High', description: '' },
];

describe("a score's explanation", () => {
  it('adds up the parts with their re-balanced weights and says why a group is left out', () => {
    const hiddenPeers = { asked: 3, submitted: 2, shown: false, average: null };
    expect(scoreExplanation(row({ peers: hiddenPeers }), 3)).toBe(
      '3.5 = manager 4.0 × 76.9 % + self 2.0 × 23.1 %; peers left out: fewer than 3 answered',
    );
  });

  it('says nothing of a group nobody was asked to join', () => {
    expect(scoreExplanation(row({}), 3)).toBe('3.5 = manager 4.0 × 76.9 % + self 2.0 × 23.1 %');
  });

  it('names a part without a rating', () => {
    const managerOnly = row({
      selfAverage: null,
      score: 4,
      scoreParts: [{ part: 'manager', average: 4, weight: 100 }],
    });
    expect(scoreExplanation(managerOnly, 3)).toBe('4.0 = manager 4.0 × 100 %; self left out: no rating');
  });

  it('explains a missing score, and a group that would have counted were it larger', () => {
    const nothing = row({ managerAverage: null, selfAverage: null, score: null, scoreParts: [] });
    expect(scoreExplanation(nothing, 3)).toBe('No score: nobody has given a rating that counts');
    expect(scoreExplanation({ ...nothing, reports: { asked: 2, submitted: 2, shown: false, average: null } }, 3)).toBe(
      'No score: nobody has given a rating that counts; reports left out: fewer than 3 answered',
    );
  });

  it('states the rule with the shared weights, heaviest first', () => {
    expect(scoreRule(4)).toMatch(
      /^Score: the weighted average of the ratings of manager 50 %, peers 25 %, self 15 % and reports 10 %\. .*fewer than 4 answers/,
    );
  });
});

describe('the cells of the calibration table', () => {
  it('shows a group below the threshold only as how many answered', () => {
    expect(groupText({ asked: 3, submitted: 2, shown: false, average: null })).toBe('Hidden: 2 of 3 answered');
    expect(groupText({ asked: 3, submitted: 3, shown: true, average: 3 })).toBe('3.0');
    expect(groupText({ asked: 3, submitted: 3, shown: true, average: null })).toBe('No rating');
    expect(groupText(notAsked)).toBe('None asked');
  });

  it('counts goals and their mean progress', () => {
    expect(goalsText({ count: 2, averageProgress: 63 })).toBe('2 goals · 63 %');
    expect(goalsText({ count: 1, averageProgress: null })).toBe('1 goal');
    expect(goalsText({ count: 0, averageProgress: null })).toBe('No goals');
  });

  it("names a final rating by the scale's label", () => {
    expect(finalRatingText(2, scale)).toBe('2 · Fine');
    expect(finalRatingText(null, scale)).toBe('None yet');
  });

  it('gives the calibration deadline while it runs, and says it is settled after', () => {
    const cycle = {
      id: 'c1',
      name: 'Spring',
      phase: 'calibration' as const,
      anonymityThreshold: 3,
      calibrationDue: '2026-07-24',
    };
    expect(phaseText(cycle)).toBe('Calibration, due Jul 24, 2026: change a final rating with the reason why.');
    expect(phaseText({ ...cycle, phase: 'sharing' })).toBe(
      'Sharing results: calibration was due Jul 24, 2026, and the final ratings are settled.',
    );
  });
});
