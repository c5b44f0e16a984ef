import type { ReactNode } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { clsx } from 'clsx';
import { useOverview } from '../api/get-overview';
import { HeadlineFigures } from './headline-figures';
import { LatestActivity } from './latest-activity';
import { OVERVIEW_CHARTS, type OverviewChartName } from './overview-charts';

interface ActivityOverviewProps {
  charts: readonly OverviewChartName[];
  /** The latest-activity panel's heading: everyone's entries for an administrator, one's own for a manager. */
  activityTitle: string;
  activityFooter?: ReactNode;
}

/** Admin Activity's and Manager Activity's figures: headcount, the charts a page asks for, the latest activity. */
export function ActivityOverview({ charts, activityTitle, activityFooter }: ActivityOverviewProps) {
  const overview = useOverview();
  return (
    <QueryState query={overview} what="the overview" className="py-6">
      {(figures) => (
        <div className="flex flex-col gap-6">
          <HeadlineFigures headcount={figures.headcount} />
          <div className="grid gap-6 lg:grid-cols-2">
            {charts.map((chart, index) => (
              // An odd chart out takes the whole row rather than leaving half of it empty.
              <div
                key={chart}
                className={clsx('min-w-0', index === charts.length - 1 && index % 2 === 0 && 'lg:col-span-2')}
              >
                {OVERVIEW_CHARTS[chart](figures)}
              </div>
            ))}
          </div>
          <LatestActivity title={activityTitle} entries={figures.latestActivity} footer={activityFooter} />
        </div>
      )}
    </QueryState>
  );
}
