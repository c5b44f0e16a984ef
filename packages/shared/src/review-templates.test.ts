import { describe, expect, it } from 'vitest';
import { ratingText } from './review-templates';

const LEVELS = [
  { label: 'Low', description: '' },
  { label: 'Middle', description: '' },
  { label: 'High', description: '' },
];

describe('a rating in words', () => {
  it('names a rating by its level, and nothing for no rating or one off the scale', () => {
    expect(ratingText(LEVELS, 2)).toBe('Middle (2 of 3)');
    expect(ratingText(LEVELS, null)).toBeNull();
    expect(ratingText(LEVELS, 4)).toBeNull();
    expect(ratingText(null, 1)).toBeNull();
  });
});
