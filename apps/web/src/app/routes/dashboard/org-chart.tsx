import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { paths } from '@/config/paths';
import { OrgChart } from '@/features/org-chart/components/org-chart';

/** The org chart; `?person=` names someone to show, opened, focused and in view. */
export function Component() {
  const [params] = useSearchParams();
  const { key } = useLocation();
  const navigate = useNavigate();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <title>Org chart · TopGear Perform</title>
      <ScreenHeading title="Org chart">
        Who reports to whom. Open someone to see their reports; with a keyboard, the arrow keys move through the chart
        and Enter opens a person&apos;s page.
      </ScreenHeading>
      <OrgChart
        request={{ personId: params.get('person'), key }}
        onFind={(personId) => void navigate(paths.dashboard.orgChart.getHref(personId), { replace: true })}
      />
    </div>
  );
}
