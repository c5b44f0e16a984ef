import type { Calibration, CalibrationRow } from '@topgear/shared/review-calibration';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { SelectField } from '@/components/ui/field';
import { peopleText } from '../calibration-texts';
import { BANDS, nineBox, type Band } from '../nine-box';

const BAND_NAMES: Record<Band, string> = { low: 'Low', mid: 'Mid', high: 'High' };

/** The grid reads upwards, as a chart does: the highest third of the up axis on top. */
const ROWS_TOP_DOWN: readonly Band[] = [...BANDS].reverse();

/** A cell's tint: warmer toward both highs, cooler toward both lows; the count and names carry the meaning. */
const tint = (x: Band, y: Band) => {
  const height = BANDS.indexOf(x) + BANDS.indexOf(y);
  return height >= 3 ? 'bg-emerald-50' : height <= 1 ? 'bg-amber-50' : 'bg-white';
};

function Names({ rows }: { rows: CalibrationRow[] }) {
  return (
    <ul className="mt-1 flex flex-col gap-0.5">
      {rows.map((row) => (
        <li key={row.person.id} className="wrap-anywhere">
          {row.person.name}
        </li>
      ))}
    </ul>
  );
}

/**
 * The 9-box: each person placed by the manager's ratings of two questions chosen here, each split
 * into thirds of its own levels; who lacks either rating is listed under it.
 */
export function NineBoxGrid({ calibration }: { calibration: Calibration }) {
  const { ratedQuestions, rows } = calibration;
  const headingId = useId();
  const [xId, setXId] = useState(ratedQuestions[0]?.id ?? '');
  const [yId, setYId] = useState(ratedQuestions[1]?.id ?? '');
  const x = ratedQuestions.find(({ id }) => id === xId);
  const y = ratedQuestions.find(({ id }) => id === yId);
  const choices = ratedQuestions.map(({ id, prompt }) => ({ value: id, label: prompt }));
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        9-box
      </h2>
      {!x || !y ? (
        <p className="text-sm text-slate-600">
          The 9-box plots two questions the manager rates, and this cycle&apos;s template has{' '}
          {ratedQuestions.length === 0 ? 'none' : 'only one'}. A template with two rated manager questions gives one.
        </p>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label="Across"
              options={choices}
              value={x.id}
              onChange={(event) => setXId(event.target.value)}
            />
            <SelectField label="Up" options={choices} value={y.id} onChange={(event) => setYId(event.target.value)} />
          </div>
          <NineBoxTable rows={rows} x={x} y={y} />
        </>
      )}
    </section>
  );
}

type Question = Calibration['ratedQuestions'][number];

function NineBoxTable({ rows, x, y }: { rows: CalibrationRow[]; x: Question; y: Question }) {
  const { cells, notPlaced } = nineBox(rows, x, y);
  return (
    <>
      <table className="w-full table-fixed border-collapse text-xs sm:text-sm">
        <caption className="mb-2 text-left text-xs text-slate-600">
          Across: {x.prompt} ({x.levels} levels). Up: {y.prompt} ({y.levels} levels). Low, mid and high are thirds of
          each question&apos;s levels.
        </caption>
        <thead>
          <tr>
            <td className="w-12" />
            {BANDS.map((band) => (
              <th key={band} scope="col" className="pb-1 font-semibold text-slate-700">
                <span className="sr-only">Across: </span>
                {BAND_NAMES[band]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS_TOP_DOWN.map((up) => (
            <tr key={up}>
              <th scope="row" className="pr-2 text-right font-semibold text-slate-700">
                <span className="sr-only">Up: </span>
                {BAND_NAMES[up]}
              </th>
              {BANDS.map((across) => {
                const placed = cells[up][across];
                return (
                  <td
                    key={across}
                    className={clsx('border border-slate-200 p-2 align-top text-slate-800', tint(across, up))}
                  >
                    <span className="font-semibold text-slate-900">{peopleText(placed.length)}</span>
                    <Names rows={placed} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {notPlaced.length > 0 && (
        <div className="text-sm text-slate-700">
          <p className="font-medium">Not placed: {peopleText(notPlaced.length)} without both ratings</p>
          <Names rows={notPlaced} />
        </div>
      )}
    </>
  );
}
