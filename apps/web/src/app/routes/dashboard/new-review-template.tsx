import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { BackToReviewTemplates } from '@/features/review-templates/components/back-to-review-templates';
import { ReviewTemplateCreateForm } from '@/features/review-templates/components/review-template-create-form';

/** A new review template (administrators), starting from a five-level scale and the usual questions. */
export function Component() {
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <title>New review template · TopGear Perform</title>
        <BackToReviewTemplates />
        <ScreenHeading title="New review template">
          It starts with a five-level scale and the questions most reviews ask: name it, and change what does not fit.
        </ScreenHeading>
        <ReviewTemplateCreateForm />
      </div>
    </RequireRole>
  );
}
