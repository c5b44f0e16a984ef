import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { useParams } from 'react-router';
import { RequireRole } from '@/app/require-role';
import { ReviewCyclePage } from '@/features/review-cycles/components/review-cycle-page';

/** A review cycle (administrators): a draft to change, launch or delete, or a launched cycle's phase and setup. */
export function Component() {
  const { cycleId = '' } = useParams();
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <title>Review cycle · TopGear Perform</title>
        <BackLink to={paths.dashboard.reviewCycles.getHref()}>Back to review cycles</BackLink>
        <ReviewCyclePage cycleId={cycleId} />
      </div>
    </RequireRole>
  );
}
