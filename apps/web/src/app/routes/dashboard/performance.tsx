import { ScreenHeading } from '@/components/ui/screen-heading';
import { ReviewInbox } from '@/features/review-writing/components/review-inbox';

/** Performance reviews (everyone): the reviews I am asked to write, and those I submitted. */
export function Component() {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <title>Performance reviews · TopGear Perform</title>
      <ScreenHeading title="Performance reviews">
        The reviews you are asked to write, nearest deadline first. Your answers save as you type; submit each review
        when it is done.
      </ScreenHeading>
      <ReviewInbox />
    </div>
  );
}
