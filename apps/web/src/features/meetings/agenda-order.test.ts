import { describe, expect, it } from 'vitest';
import { inOrder, moveId } from './agenda-order';

describe('reordering the agenda', () => {
  it('moves a point up or down by one', () => {
    expect(moveId(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c']);
    expect(moveId(['a', 'b', 'c'], 1, 2)).toEqual(['a', 'c', 'b']);
  });

  it('changes nothing for a move past either end', () => {
    expect(moveId(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveId(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });

  it('puts the points in the order of the ids, keeping any the ids leave out at the end', () => {
    const points = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(inOrder(points, ['c', 'a', 'b']).map((point) => point.id)).toEqual(['c', 'a', 'b']);
    expect(inOrder(points, ['b', 'x']).map((point) => point.id)).toEqual(['b', 'a', 'c']);
  });
});
