import { QueryState } from '@/components/ui/query-state';
import { useOrgChart } from '../api/get-org-chart';
import { OrgChartView, type ShowRequest } from './org-chart-view';

/** The org chart once it has loaded: a failure offers 'Try again', an empty company says so. */
export function OrgChart({ request, onFind }: { request: ShowRequest; onFind: (id: string) => void }) {
  const chart = useOrgChart();
  return (
    <QueryState query={chart} what="the org chart">
      {(tree) =>
        tree.roots.length === 0 ? (
          <p className="text-slate-600">Nobody is in the organisation yet.</p>
        ) : (
          <OrgChartView tree={tree} request={request} onFind={onFind} />
        )
      }
    </QueryState>
  );
}
