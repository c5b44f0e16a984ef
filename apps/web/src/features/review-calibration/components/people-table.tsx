import type { Calibration, CalibrationRow } from '@topgear/shared/review-calibration';
import { FACT_COLUMNS, finalRatingText, oneDecimal, scoreExplanation } from '../calibration-texts';
import { ChangeRatingButton } from './change-rating-button';
import { ScoreWithExplanation } from './score-with-explanation';

interface PeopleTableProps {
  calibration: Calibration;
  /** Opens the change of a final rating; absent once calibration is over. */
  onChange: ((row: CalibrationRow) => void) | undefined;
}

const CELL = 'px-3 py-3 align-top';

/**
 * Everyone side by side, on a wide screen. It does not scroll inside a frame, which would cut the
 * score's explanation off: narrower screens get `PeopleCards` instead.
 */
export function PeopleTable({ calibration, onChange }: PeopleTableProps) {
  const { rows, scale, cycle } = calibration;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Ratings of each person</caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>
            {['Person', ...FACT_COLUMNS.map(({ title }) => title), 'Score', 'Final rating'].map((title) => (
              <th key={title} scope="col" className={`${CELL} font-semibold`}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.person.id}>
              <th scope="row" className={`${CELL} font-normal`}>
                <span className="block font-medium wrap-anywhere text-brand-900">{row.person.name}</span>
                {row.person.jobTitle && (
                  <span className="block text-xs wrap-anywhere text-slate-600">{row.person.jobTitle}</span>
                )}
              </th>
              {FACT_COLUMNS.map(({ title, text }) => (
                <td key={title} className={`${CELL} wrap-anywhere text-slate-700`}>
                  {text(row)}
                </td>
              ))}
              <td className={CELL}>
                <ScoreWithExplanation
                  score={row.score === null ? 'None' : oneDecimal(row.score)}
                  explanation={scoreExplanation(row, cycle.anonymityThreshold)}
                />
              </td>
              <td className={CELL}>
                <div className="flex flex-col items-start gap-2">
                  <span className="text-slate-900">{finalRatingText(row.finalRating, scale)}</span>
                  {onChange && <ChangeRatingButton row={row} onChange={onChange} />}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
