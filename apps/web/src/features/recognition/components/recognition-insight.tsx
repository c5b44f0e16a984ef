import type { Insight, InsightGrouping } from '@topgear/shared/recognition';
import { useState } from 'react';
import { OverviewChart, SERIES_COLORS } from '@/components/ui/overview-chart';
import { QueryState } from '@/components/ui/query-state';
import { SelectField } from '@/components/ui/field';
import { monthLabel, shiftMonth, shortMonth, toIsoMonth } from '@/lib/dates';
import { useInsight } from '../api/get-insight';

const GROUPINGS = [
  { value: 'value', label: 'Value' },
  { value: 'department', label: 'Department of the people praised' },
];

const SPANS = ['last-12-months', 'this-year', 'last-year'] as const;
type Span = (typeof SPANS)[number];

/** Each span's first and last months, from the reader's current month. */
function monthsOf(span: Span, now = toIsoMonth(new Date())) {
  const year = Number(now.slice(0, 4));
  if (span === 'this-year') return { label: `This year (${year})`, from: `${year}-01`, to: now };
  if (span === 'last-year') return { label: `Last year (${year - 1})`, from: `${year - 1}-01`, to: `${year - 1}-12` };
  return { label: 'The last 12 months', from: shiftMonth(now, -11), to: now };
}

const total = (counts: number[]) => counts.reduce((sum, count) => sum + count, 0);

/** The chart in one sentence: how much in all, and the line with the most. */
function summaryOf(insight: Insight) {
  const first = insight.months[0] ?? '';
  const last = insight.months.at(-1) ?? '';
  const span = first === last ? monthLabel(first) : `from ${monthLabel(first)} to ${monthLabel(last)}`;
  const all = insight.groups.reduce((sum, group) => sum + total(group.counts), 0);
  const [top] = [...insight.groups].sort((a, b) => total(b.counts) - total(a.counts));
  if (insight.by === 'value') {
    const most = top && all > 0 ? ` Most named ${top.name} (${total(top.counts)}).` : '';
    return `${all === 1 ? '1 praise' : `${all} praise`} given ${span}.${most}`;
  }
  const most = top && all > 0 ? ` Most in ${top.name} (${total(top.counts)}).` : '';
  return `${all === 1 ? '1 person' : `${all} people`} praised ${span}, counting each praise.${most}`;
}

/** A month, and each group's count in it under `group<index>`. */
type InsightRow = { month: string } & Record<string, string | number>;

/** One row a month, one column a group: what the chart and its table draw. */
function rowsOf(insight: Insight): InsightRow[] {
  return insight.months.map((month, index) => ({
    month,
    ...Object.fromEntries(insight.groups.map((group, at) => [`group${at}`, group.counts[index] ?? 0])),
  }));
}

/**
 * For administrators: how much praise the company gives, month by month, by value or by the
 * department of the people praised. Counts only: what was said stays with those who may read it.
 */
export function RecognitionInsight() {
  const [by, setBy] = useState<InsightGrouping>('value');
  const [span, setSpan] = useState<Span>('last-12-months');
  const { from, to } = monthsOf(span);
  const insight = useInsight({ by, from, to });

  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Count by"
          options={GROUPINGS}
          value={by}
          onChange={(event) => setBy(event.target.value as InsightGrouping)}
        />
        <SelectField
          label="Months"
          options={SPANS.map((each) => ({ value: each, label: monthsOf(each).label }))}
          value={span}
          onChange={(event) => setSpan(event.target.value as Span)}
        />
      </div>
      <QueryState query={insight} what="the recognition chart">
        {(data) =>
          data.groups.length === 0 ? (
            <p className="text-sm text-slate-600">
              {data.by === 'value' ? 'No values and no praise yet.' : 'No departments and no praise yet.'}
            </p>
          ) : (
            <OverviewChart
              // The answer's own grouping: another one keeps showing the last chart until it arrives.
              title={data.by === 'value' ? 'Praise by value' : 'People praised by department'}
              summary={summaryOf(data)}
              category="Month"
              rows={rowsOf(data)}
              label={(row) => monthLabel(row.month)}
              tick={(row) => shortMonth(row.month)}
              series={data.groups.map((group, at) => ({
                key: `group${at}`,
                name: group.name,
                color: SERIES_COLORS[at % SERIES_COLORS.length] ?? SERIES_COLORS[0],
              }))}
              stacked
            />
          )
        }
      </QueryState>
    </div>
  );
}
