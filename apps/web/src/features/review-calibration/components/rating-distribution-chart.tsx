import type { Calibration } from '@topgear/shared/review-calibration';
import { useId } from 'react';
import { levelText, peopleText } from '../calibration-texts';
import { ratingDistribution, shareOf } from '../rating-distribution';

/**
 * How many people hold each final rating, as bars. Every bar is written beside it in words (the
 * level and how many), so the drawing itself is hidden from screen readers.
 */
export function RatingDistributionChart({ calibration }: { calibration: Calibration }) {
  const { rows, scale } = calibration;
  const { counts, unrated } = ratingDistribution(rows, scale.length);
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={headingId} className="text-lg font-bold text-brand-900">
          Final ratings
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          How the final ratings of the {peopleText(rows.length)} shown spread over the scale
          {unrated > 0 && `; ${peopleText(unrated)} without one yet`}.
        </p>
      </div>
      <ul aria-label="People at each final rating" className="flex flex-col gap-2">
        {counts.map((count, index) => (
          <li key={index} className="grid grid-cols-[minmax(0,10rem)_1fr_auto] items-center gap-3 text-sm">
            <span className="wrap-anywhere text-slate-700">{levelText(index + 1, scale)}:</span>
            <span aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-slate-100">
              <span
                className="block h-full rounded-full bg-brand-600"
                style={{ width: `${shareOf(count, rows.length)}%` }}
              />
            </span>
            <span className="text-right tabular-nums text-slate-900">{peopleText(count)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
