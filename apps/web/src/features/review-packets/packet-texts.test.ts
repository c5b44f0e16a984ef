import { describe, expect, it } from 'vitest';
import { averageText, ratingText } from './packet-texts';

const LEVELS = [
  { label: 'Low', description: '' },
  { label: 'Middle', description: '' },
  { label: 'High', description: '' },
];

describe('the texts of a review packet', () => {
  it('names a rating by its level, and nothing for no rating or one off the scale', () => {
    expect(ratingText(LEVELS, 2)).toBe('Middle (2 of 3)');
    expect(ratingText(LEVELS, null)).toBeNull();
    expect(ratingText(LEVELS, 4)).toBeNull();
    expect(ratingText(null, 1)).toBeNull();
  });

  it('gives an average to one decimal, out of the levels', () => {
    expect(averageText(4.3, 5)).toBe('Average 4.3 of 5');
    expect(averageText(4, 5)).toBe('Average 4 of 5');
    expect(averageText(null, 5)).toBeNull();
  });
});
