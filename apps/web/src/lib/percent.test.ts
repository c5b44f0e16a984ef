import { describe, expect, it } from 'vitest';
import { percentOf } from './percent';

describe('percentOf', () => {
  it('rounds to a whole percent, between 0 and 100, and counts nothing to do as done', () => {
    expect(percentOf(2, 5)).toBe(40);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(12, 10)).toBe(100);
    expect(percentOf(-1, 10)).toBe(0);
    expect(percentOf(0, 0)).toBe(100);
  });
});
