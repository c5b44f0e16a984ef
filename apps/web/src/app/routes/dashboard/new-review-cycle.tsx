import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { ReviewCycleCreateForm } from '@/features/review-cycles/components/review-cycle-create-form';

/** A new review cycle (administrators), saved as a draft to count who would take part before launching it. */
export function Component() {
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <title>New review cycle · TopGear Perform</title>
        <BackLink to={paths.dashboard.reviewCycles.getHref()}>Back to review cycles</BackLink>
        <ScreenHeading title="New review cycle">
          It is saved as a draft: nothing is asked of anyone until you launch it.
        </ScreenHeading>
        <ReviewCycleCreateForm />
      </div>
    </RequireRole>
  );
}
