import { describe, expect, it } from 'vitest';
import { nearestLevel, weightedScore } from './scores';

describe('the weighted score', () => {
  it('weighs every part when all have ratings', () => {
    const { score, parts } = weightedScore({ manager: 4, peer: 3, self: 5, upward: 2 });
    expect(score).toBe(3.7);
    expect(parts.map(({ weight }) => weight)).toEqual([50, 25, 15, 10]);
  });

  it('scales the other weights up when a part is missing, instead of counting it as zero', () => {
    const { score, parts } = weightedScore({ manager: 4, peer: null, self: 2 });
    expect(parts).toEqual([
      { part: 'manager', average: 4, weight: 76.9 },
      { part: 'self', average: 2, weight: 23.1 },
    ]);
    expect(score).toBe(3.5);
  });

  it('has no score when no part has a rating', () => {
    expect(weightedScore({ manager: null, self: null })).toEqual({ score: null, parts: [] });
  });
});

describe('the level nearest a score', () => {
  it('rounds to a level of the scale and stays on it', () => {
    expect(nearestLevel(3.5, 5)).toBe(4);
    expect(nearestLevel(3.4, 5)).toBe(3);
    expect(nearestLevel(0.2, 5)).toBe(1);
    expect(nearestLevel(7, 5)).toBe(5);
  });
});
