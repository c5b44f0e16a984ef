import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { ReviewCycleList } from '@/features/review-cycles/components/review-cycle-list';

/** Review cycles (administrators): each round of reviews, the phase it is in, and what happens next. */
export function Component() {
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-4xl flex-col gap-8">
        <title>Review cycles · TopGear Perform</title>
        <ScreenHeading title="Review cycles">
          A round of performance reviews: set it up as a draft, launch it, and move it on from phase to phase.
        </ScreenHeading>
        <ReviewCycleList />
      </div>
    </RequireRole>
  );
}
