import type { GoalDetail } from '@topgear/shared/goals';
import { CHART, chartPoints, chartY, stepPath } from '../chart-geometry';
import { progressSummary } from '../goal-texts';

const left = CHART.left;
const right = CHART.width - CHART.right;

/** A step chart of the progress each check-in recorded, from 0 up to the target; its label says it in words. */
export function ProgressChart({ goal }: { goal: GoalDetail }) {
  if (goal.checkIns.length === 0) {
    return <p className="text-sm text-slate-600">No check-ins yet. Your first check-in starts the chart.</p>;
  }
  const points = chartPoints(
    goal.checkIns.map((checkIn) => checkIn.progress),
    goal.target,
  );
  const gridLines = [
    { value: goal.target, y: chartY(goal.target, goal.target) },
    { value: 0, y: chartY(0, goal.target) },
  ];
  return (
    <svg
      viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      role="img"
      aria-label={progressSummary(goal, goal.checkIns)}
      className="h-auto w-full max-w-xl"
    >
      {gridLines.map(({ value, y }) => (
        <g key={value}>
          <line x1={left} x2={right} y1={y} y2={y} strokeDasharray="4 4" className="stroke-slate-300" />
          <text x={left - 6} y={y} textAnchor="end" dominantBaseline="middle" className="fill-slate-500 text-[10px]">
            {value}
          </text>
        </g>
      ))}
      <path d={stepPath(points)} fill="none" strokeWidth={2.5} className="stroke-brand-600" />
      {goal.checkIns.map((checkIn, index) => (
        <circle
          key={checkIn.id}
          cx={points[index + 1]!.x}
          cy={points[index + 1]!.y}
          r={3.5}
          className="fill-brand-700"
        />
      ))}
      <text x={left} y={CHART.height - 6} className="fill-slate-500 text-[10px]">
        Start
      </text>
      <text x={right} y={CHART.height - 6} textAnchor="end" className="fill-slate-500 text-[10px]">
        Latest check-in
      </text>
    </svg>
  );
}
