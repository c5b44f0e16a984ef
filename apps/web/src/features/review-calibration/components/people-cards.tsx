import type { Calibration, CalibrationRow } from '@topgear/shared/review-calibration';
import type { ReactNode } from 'react';
import { FACT_COLUMNS, finalRatingText, oneDecimal, scoreExplanation } from '../calibration-texts';
import { ChangeRatingButton } from './change-rating-button';

interface PeopleCardsProps {
  calibration: Calibration;
  /** Opens the change of a final rating; absent once calibration is over. */
  onChange: ((row: CalibrationRow) => void) | undefined;
}

/** Label and value, one fact of a card. */
function Fact({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{title}</dt>
      <dd className="wrap-anywhere text-slate-800">{children}</dd>
    </div>
  );
}

/** The table's rows as cards, on a phone or tablet: the score's explanation is written out in each. */
export function PeopleCards({ calibration, onChange }: PeopleCardsProps) {
  const { rows, scale, cycle } = calibration;
  return (
    <ul aria-label="People" className="grid gap-3 md:grid-cols-2">
      {rows.map((row) => (
        <li
          key={row.person.id}
          className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
        >
          <div>
            <h3 className="font-semibold wrap-anywhere text-brand-900">{row.person.name}</h3>
            {row.person.jobTitle && <p className="text-xs wrap-anywhere text-slate-600">{row.person.jobTitle}</p>}
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2">
            {FACT_COLUMNS.map(({ title, text }) => (
              <Fact key={title} title={title}>
                {text(row)}
              </Fact>
            ))}
            <div className="col-span-2">
              <Fact title="Score">
                <span className="font-semibold text-slate-900">
                  {row.score === null ? 'None' : oneDecimal(row.score)}
                </span>
                <span className="block text-xs text-slate-600">{scoreExplanation(row, cycle.anonymityThreshold)}</span>
              </Fact>
            </div>
            <div className="col-span-2">
              <Fact title="Final rating">{finalRatingText(row.finalRating, scale)}</Fact>
            </div>
          </dl>
          {onChange && <ChangeRatingButton row={row} onChange={onChange} />}
        </li>
      ))}
    </ul>
  );
}
