import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { ReviewTemplateList } from '@/features/review-templates/components/review-template-list';

/** Review templates (administrators): what performance reviews ask; create, edit, copy and delete them. */
export function Component() {
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-4xl flex-col gap-8">
        <title>Review templates · TopGear Perform</title>
        <ScreenHeading title="Review templates">
          What a performance review asks: a rating scale, and sections of questions saying who answers each and who
          reads the answers.
        </ScreenHeading>
        <ReviewTemplateList />
      </div>
    </RequireRole>
  );
}
