import { GOAL_PROGRESS_LABELS, type Overview } from '@topgear/shared/overview';
import { TASK_STATUS_LABELS } from '@topgear/shared/tasks';
import type { ReactNode } from 'react';
import { mediumDate, monthLabel, shortMonth } from '@/lib/dates';
import { overviewSummaries, shortDay } from '../overview-texts';
import { CHART_COLORS, OverviewChart } from '@/components/ui/overview-chart';

type Month = { month: string };

const byMonth = {
  category: 'Month',
  label: (row: Month) => monthLabel(row.month),
  tick: (row: Month) => shortMonth(row.month),
};

/** Rows named by a status, as its label says it on the axis and in the table. */
const byStatus = <Status extends string>(category: string, labels: Record<Status, string>) => ({
  category,
  label: (row: { status: Status }) => labels[row.status],
  tick: (row: { status: Status }) => labels[row.status],
});

/** Every chart the overview can show, by name; a page picks the ones its people need. */
export const OVERVIEW_CHARTS = {
  headcount: (overview: Overview) => (
    <OverviewChart
      title="Headcount"
      summary={overviewSummaries.headcount(overview)}
      rows={overview.headcount.joined}
      {...byMonth}
      series={[
        { key: 'joined', name: 'Joined', color: CHART_COLORS.accent },
        { key: 'total', name: 'People', color: CHART_COLORS.brand, kind: 'line' },
      ]}
    />
  ),
  daysOff: (overview: Overview) => (
    <OverviewChart
      title="Days off taken"
      summary={overviewSummaries.daysOff(overview)}
      rows={overview.daysOff}
      {...byMonth}
      series={[
        { key: 'Vacation', name: 'Vacation', color: CHART_COLORS.brand },
        { key: 'Sick', name: 'Sick', color: CHART_COLORS.accent },
      ]}
      stacked
    />
  ),
  goals: (overview: Overview) => (
    <OverviewChart
      title="Goal progress"
      summary={overviewSummaries.goals(overview)}
      rows={overview.goals}
      {...byStatus('Status', GOAL_PROGRESS_LABELS)}
      series={[{ key: 'goals', name: 'Goals', color: CHART_COLORS.good }]}
    />
  ),
  tasks: (overview: Overview) => (
    <OverviewChart
      title="Tasks per column"
      summary={overviewSummaries.tasks(overview)}
      rows={overview.tasks}
      {...byStatus('Column', TASK_STATUS_LABELS)}
      series={[{ key: 'tasks', name: 'Tasks', color: CHART_COLORS.brand }]}
    />
  ),
  demoBookings: (overview: Overview) => (
    <OverviewChart
      title="Demo bookings"
      summary={overviewSummaries.demoBookings(overview)}
      rows={overview.demoBookings}
      category="Week of"
      label={(row) => mediumDate(row.week)}
      tick={(row) => shortDay(row.week)}
      series={[{ key: 'bookings', name: 'Bookings', color: CHART_COLORS.accent }]}
    />
  ),
} satisfies Record<string, (overview: Overview) => ReactNode>;

export type OverviewChartName = keyof typeof OVERVIEW_CHARTS;
