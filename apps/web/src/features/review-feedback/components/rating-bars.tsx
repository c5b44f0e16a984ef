import { averageText, barWidths } from '../feedback-texts';

interface RatingBarsProps {
  /** How many gave each level, lowest first. */
  ratings: readonly number[];
  average: number | null;
}

/** A rating question's pooled answers: the average, then a small bar per level with how many chose it. */
export function RatingBars({ ratings, average }: RatingBarsProps) {
  const widths = barWidths(ratings);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-slate-900">{averageText(average, ratings.length)}</p>
      <ul aria-label="How many chose each level" className="flex max-w-sm flex-col gap-1">
        {ratings.map((count, index) => (
          <li key={index} className="flex items-center gap-2 text-sm text-slate-700">
            <span className="w-4 shrink-0 text-right">
              <span className="sr-only">Level </span>
              {index + 1}
              <span className="sr-only">:</span>
            </span>
            <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200">
              <span className="block h-full rounded-full bg-brand-600" style={{ width: `${widths[index]}%` }} />
            </span>
            <span className="w-6 shrink-0 text-right">{count}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
