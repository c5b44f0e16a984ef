import { describe, expect, it } from 'vitest';
import { averageText, barWidths, submittedText, thresholdText } from './feedback-texts';

describe('feedback in words', () => {
  it('says how many of a group submitted', () => {
    expect(submittedText({ submitted: 3, asked: 4 })).toBe('3 of 4 submitted');
    expect(submittedText({ submitted: 0, asked: 0 })).toBe('0 of 0 submitted');
  });

  it('explains the threshold for the group', () => {
    expect(thresholdText('peer', 3)).toBe(
      'Their answers show once at least 3 peers have submitted, so that nobody can tell who wrote what.',
    );
    expect(thresholdText('upward', 5)).toContain('at least 5 reports have submitted');
  });

  it('says the average on the scale, or that there is none', () => {
    expect(averageText(3.5, 5)).toBe('Average 3.5 of 5');
    expect(averageText(4, 5)).toBe('Average 4 of 5');
    expect(averageText(null, 5)).toBe('No ratings given');
  });
});

describe('the bars of a rating', () => {
  it('fills the most given level and the others in proportion', () => {
    expect(barWidths([0, 1, 4, 2, 0])).toEqual([0, 25, 100, 50, 0]);
    expect(barWidths([1, 2])).toEqual([50, 100]);
  });

  it('draws nothing when nobody rated', () => {
    expect(barWidths([0, 0, 0])).toEqual([0, 0, 0]);
    expect(barWidths([])).toEqual([]);
  });
});
