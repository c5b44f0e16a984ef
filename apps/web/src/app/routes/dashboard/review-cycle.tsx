import { useParams } from 'react-router';
import { RequireRole } from '@/app/require-role';
import { BackToReviewCycles } from '@/features/review-cycles/components/back-to-review-cycles';
import { ReviewCyclePage } from '@/features/review-cycles/components/review-cycle-page';

/** A review cycle (administrators): a draft to change, launch or delete, or a launched cycle's phase and setup. */
export function Component() {
  const { cycleId = '' } = useParams();
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <title>Review cycle · TopGear Perform</title>
        <BackToReviewCycles />
        <ReviewCyclePage cycleId={cycleId} />
      </div>
    </RequireRole>
  );
}
