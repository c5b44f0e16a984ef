import { describe, expect, it } from 'vitest';
import { ratingDistribution, shareOf } from './rating-distribution';

describe('the distribution of final ratings', () => {
  it('counts the people at each level of the scale, and those without a final rating', () => {
    const rows = [{ finalRating: 4 }, { finalRating: 2 }, { finalRating: 4 }, { finalRating: null }];
    expect(ratingDistribution(rows, 5)).toEqual({ counts: [0, 1, 0, 2, 0], unrated: 1 });
  });

  it('has a level for every step of the scale when nobody is rated', () => {
    expect(ratingDistribution([], 3)).toEqual({ counts: [0, 0, 0], unrated: 0 });
  });

  it("sizes each bar by the level's share of the people", () => {
    expect([shareOf(2, 4), shareOf(1, 3), shareOf(0, 0)]).toEqual([50, 33, 0]);
  });
});
