import { ScreenHeading } from '@/components/ui/screen-heading';
import { MyReviewCycles } from '@/features/my-review-cycles/components/my-review-cycles';
import { PeerNominations } from '@/features/review-nominations/components/peer-nominations';
import { ReviewInbox } from '@/features/review-writing/components/review-inbox';

/**
 * Performance reviews (everyone): the running cycles that concern me with what each asks of me now,
 * who asked me to review them, then the reviews I am asked to write, and those I submitted.
 */
export function Component() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <title>Performance reviews · TopGear Perform</title>
      <ScreenHeading title="Performance reviews">
        The reviews you are asked to write, nearest deadline first. Your answers save as you type; submit each review
        when it is done.
      </ScreenHeading>
      <div className="flex flex-col gap-8">
        <MyReviewCycles />
        <PeerNominations />
        <ReviewInbox />
      </div>
    </div>
  );
}
