import { mayAdminister } from '@topgear/shared/users';
import { useParams } from 'react-router';
import { RequireRole } from '@/app/require-role';
import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { CalibrationPage } from '@/features/review-calibration/components/calibration-page';
import { useCurrentUser } from '@/features/users/api/get-me';

/**
 * A cycle's calibration (managers and administrators): administrators come from the cycle's page,
 * managers from their performance reviews or a notification.
 */
export function Component() {
  const { cycleId = '' } = useParams();
  const back = mayAdminister(useCurrentUser()) ? (
    <BackLink to={paths.dashboard.reviewCycle.getHref(cycleId)}>Back to the review cycle</BackLink>
  ) : (
    <BackLink to={paths.dashboard.performance.getHref()}>Back to performance reviews</BackLink>
  );
  return (
    <RequireRole audience="managers">
      <CalibrationPage cycleId={cycleId} back={back} />
    </RequireRole>
  );
}
