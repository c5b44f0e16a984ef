import { describe, expect, it } from 'vitest';
import { averageText } from './packet-texts';

describe('the texts of a review packet', () => {
  it('gives an average to one decimal, out of the levels', () => {
    expect(averageText(4.3, 5)).toBe('Average 4.3 of 5');
    expect(averageText(4, 5)).toBe('Average 4 of 5');
    expect(averageText(null, 5)).toBeNull();
  });
});
