import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { useParams } from 'react-router';
import { RequireRole } from '@/app/require-role';
import { useReviewCycle } from '@/features/review-cycles/api/get-review-cycle';
import { OpenCalibrationLink } from '@/features/review-calibration/components/open-calibration-link';
import { ReviewCyclePage } from '@/features/review-cycles/components/review-cycle-page';
import { CycleSharing } from '@/features/review-packets/components/cycle-sharing';
import { ReviewProgress } from '@/features/review-progress/components/review-progress';

/**
 * A review cycle (administrators): a draft to change, launch or delete, or a launched cycle's phase
 * and setup, followed by its progress.
 */
export function Component() {
  const { cycleId = '' } = useParams();
  // The page's own query, shared: the progress follows the phase the page shows.
  const cycle = useReviewCycle(cycleId).data;
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <title>Review cycle · TopGear Perform</title>
        <BackLink to={paths.dashboard.reviewCycles.getHref()}>Back to review cycles</BackLink>
        <ReviewCyclePage cycleId={cycleId} />
        {cycle && <OpenCalibrationLink cycle={cycle} />}
        {cycle && cycle.phase !== 'draft' && <ReviewProgress cycle={cycle} />}
        {cycle && <CycleSharing cycleId={cycleId} phase={cycle.phase} />}
      </div>
    </RequireRole>
  );
}
