/** The progress chart's size and margins, in the SVG's own units. */
export const CHART = { width: 320, height: 160, left: 28, right: 12, top: 12, bottom: 24 } as const;

const innerWidth = CHART.width - CHART.left - CHART.right;
const innerHeight = CHART.height - CHART.top - CHART.bottom;

export interface ChartPoint {
  x: number;
  y: number;
}

/** The height of a progress on the chart: 0 on the bottom line, the target on the top one. */
export const chartY = (progress: number, target: number) =>
  CHART.top + innerHeight * (1 - Math.min(progress, target) / target);

/**
 * Where each check-in's progress lands: the goal starts at 0 on the left, and each check-in takes
 * the next of evenly spaced steps, so the chart reads as the sequence of check-ins.
 */
export function chartPoints(progresses: readonly number[], target: number): ChartPoint[] {
  const step = innerWidth / Math.max(progresses.length, 1);
  return [0, ...progresses].map((progress, index) => ({ x: CHART.left + index * step, y: chartY(progress, target) }));
}

/** A step line through the points: progress holds until the next check-in changes it. */
export function stepPath(points: readonly ChartPoint[]) {
  const [start, ...rest] = points;
  if (!start) return '';
  return [`M${start.x},${start.y}`, ...rest.map(({ x, y }) => `H${x}V${y}`)].join(' ');
}
