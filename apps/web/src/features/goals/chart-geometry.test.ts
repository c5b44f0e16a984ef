import { describe, expect, it } from 'vitest';
import { CHART, chartPoints, chartY, stepPath } from './chart-geometry';

const bottom = CHART.height - CHART.bottom;
const right = CHART.width - CHART.right;

describe('chartPoints', () => {
  it('starts at 0 on the left and spreads the check-ins evenly to the right edge', () => {
    const points = chartPoints([1, 2.5, 5], 5);

    const xs = points.map((point) => point.x);
    expect(xs[0]).toBe(CHART.left);
    expect(xs[3]).toBeCloseTo(right);
    const gaps = xs.slice(1).map((x, index) => x - xs[index]!);
    for (const gap of gaps) expect(gap).toBeCloseTo((right - CHART.left) / 3);
    expect(points.map((point) => point.y)).toEqual([bottom, chartY(1, 5), chartY(2.5, 5), CHART.top]);
  });

  it('puts the target on the top line and half of it half way', () => {
    expect(chartY(4, 4)).toBe(CHART.top);
    expect(chartY(0, 4)).toBe(bottom);
    expect(chartY(2, 4)).toBe((CHART.top + bottom) / 2);
  });

  it('puts a lone check-in on the right edge', () => {
    expect(chartPoints([2], 4).map((point) => point.x)).toEqual([CHART.left, right]);
  });

  it('keeps a progress above the target on the top line', () => {
    expect(chartY(7, 3)).toBe(CHART.top);
  });
});

describe('stepPath', () => {
  it('holds each progress until the next check-in, then steps to it', () => {
    expect(
      stepPath([
        { x: 0, y: 100 },
        { x: 10, y: 60 },
        { x: 20, y: 80 },
      ]),
    ).toBe('M0,100 H10V60 H20V80');
  });

  it('draws nothing without points', () => {
    expect(stepPath([])).toBe('');
  });
});
