import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { RecognitionInsight } from '@/features/recognition/components/recognition-insight';

/** Recognition (administrators): how much praise the company gives, month by month. */
export function Component() {
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-5xl flex-col gap-6">
        <title>Recognition · TopGear Perform</title>
        <ScreenHeading title="Recognition">
          How much praise people give each other, month by month, by company value or by the department of those
          praised. Only counts are shown; private praise stays with the people it concerns.
        </ScreenHeading>
        <RecognitionInsight />
      </div>
    </RequireRole>
  );
}
