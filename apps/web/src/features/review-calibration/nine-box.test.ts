import { describe, expect, it } from 'vitest';
import { bandOf, nineBox } from './nine-box';

const bands = (levels: number) => Array.from({ length: levels }, (_, index) => bandOf(index + 1, levels));

describe('the 9-box', () => {
  it('splits a scale into thirds, as wide at the bottom as at the top', () => {
    expect(bands(5)).toEqual(['low', 'low', 'mid', 'high', 'high']);
    expect(bands(4)).toEqual(['low', 'mid', 'mid', 'high']);
    expect(bands(3)).toEqual(['low', 'mid', 'high']);
    expect(bands(2)).toEqual(['low', 'high']);
    expect(bands(10)).toEqual(['low', 'low', 'low', 'mid', 'mid', 'mid', 'mid', 'high', 'high', 'high']);
  });

  it("places each person by the manager's two ratings, each on its own question's levels", () => {
    const ada = { name: 'Ada', managerRatings: { goals: 5, values: 1 } };
    const bo = { name: 'Bo', managerRatings: { goals: 3, values: 3 } };
    const box = nineBox([ada, bo], { id: 'goals', levels: 5 }, { id: 'values', levels: 3 });
    // 5 of 5 is the top third across, 1 of 3 the bottom one up.
    expect(box.cells.low).toEqual({ low: [], mid: [], high: [ada] });
    // 3 of 5 is the middle third across; 3 of 3 the top one up.
    expect(box.cells.high).toEqual({ low: [], mid: [bo], high: [] });
    expect(box.cells.mid).toEqual({ low: [], mid: [], high: [] });
    expect(box.notPlaced).toEqual([]);
  });

  it('leaves out of the grid whoever lacks either rating', () => {
    const half = { managerRatings: { goals: 4 } };
    const none = { managerRatings: {} };
    const box = nineBox([half, none], { id: 'goals', levels: 5 }, { id: 'values', levels: 5 });
    expect(box.notPlaced).toEqual([half, none]);
    expect(Object.values(box.cells).flatMap((row) => Object.values(row).flat())).toEqual([]);
  });
});
