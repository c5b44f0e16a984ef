import { useId } from 'react';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';

export interface ChartSeries<Row> {
  key: keyof Row & string;
  name: string;
  /** A colour from `CHART_COLORS`; every series also has its name in the legend and the table. */
  color: string;
  kind?: 'bar' | 'line';
}

export interface OverviewChartProps<Row> {
  title: string;
  /** The chart in one sentence, read above it. */
  summary: string;
  /** The table's first column: 'Month', 'Status'. */
  category: string;
  rows: Row[];
  /** A row's name in the table and the tooltip: 'November 2026'. */
  label: (row: Row) => string;
  /** A row's name on the axis: 'Nov'. */
  tick: (row: Row) => string;
  series: ChartSeries<Row>[];
  stacked?: boolean;
}

/** The product's palette for charts (Tailwind's brand-600, accent-500, emerald-600, red-600, slate-400). */
export const CHART_COLORS = {
  brand: '#15668c',
  accent: '#f59e0b',
  good: '#059669',
  bad: '#dc2626',
  muted: '#94a3b8',
} as const;

/** Colours for a chart of many series, each far enough from its neighbours; the series' names say the rest. */
export const SERIES_COLORS = [
  '#15668c',
  '#f59e0b',
  '#059669',
  '#e11d48',
  '#7c3aed',
  '#0ea5e9',
  '#65a30d',
  '#ea580c',
  '#c026d3',
  '#14b8a6',
  '#64748b',
  '#a16207',
] as const;

const AXIS_TICK = { fontSize: 12, fill: '#475569' };

/**
 * One chart of the overview. The drawing is for the eye only: the summary above it and the
 * 'Show the figures' table under it say the same for a screen reader or a keyboard.
 */
export function OverviewChart<Row extends object>({
  title,
  summary,
  category,
  rows,
  label,
  tick,
  series,
  stacked = false,
}: OverviewChartProps<Row>) {
  const titleId = useId();
  const data = rows.map((row) => ({ ...row, label: label(row) }));
  const ticks = new Map(rows.map((row) => [label(row), tick(row)]));
  return (
    <section
      aria-labelledby={titleId}
      className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div>
        <h2 id={titleId} className="text-lg font-bold text-brand-900">
          {title}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{summary}</p>
      </div>
      <div aria-hidden="true" className="h-60 w-full min-w-0">
        <ComposedChart
          responsive
          accessibilityLayer={false}
          data={data}
          style={{ width: '100%', height: '100%' }}
          margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="label"
            tick={AXIS_TICK}
            tickFormatter={(label: string) => ticks.get(label) ?? label}
            interval="preserveStartEnd"
          />
          <YAxis allowDecimals={false} tick={AXIS_TICK} width={48} />
          <Tooltip />
          {series.length > 1 && (
            <Legend
              itemSorter={null}
              wrapperStyle={{ fontSize: 12 }}
              formatter={(name: string) => <span className="text-slate-700">{name}</span>}
            />
          )}
          {series.map(({ key, name, color, kind = 'bar' }) =>
            kind === 'line' ? (
              <Line key={key} type="linear" dataKey={key} name={name} stroke={color} strokeWidth={2} dot={false} />
            ) : (
              <Bar
                key={key}
                dataKey={(row: Row) => row[key]}
                name={name}
                fill={color}
                stackId={stacked ? 'stack' : undefined}
                maxBarSize={40}
              />
            ),
          )}
        </ComposedChart>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 hover:underline">Show the figures</summary>
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead className="text-slate-700">
              <tr>
                <th scope="col" className="py-1 pr-4 font-semibold">
                  {category}
                </th>
                {series.map(({ key, name }) => (
                  <th key={key} scope="col" className="py-1 pr-4 text-right font-semibold">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {data.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="py-1 pr-4 font-normal text-slate-700">
                    {row.label}
                  </th>
                  {series.map(({ key }) => (
                    <td key={key} className="py-1 pr-4 text-right tabular-nums text-slate-900">
                      {String(row[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
