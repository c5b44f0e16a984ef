import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { ReviewTemplateCreateForm } from '@/features/review-templates/components/review-template-create-form';

/** A new review template (administrators), starting from a five-level scale and the usual questions. */
export function Component() {
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <title>New review template · TopGear Perform</title>
        <BackLink to={paths.dashboard.reviewTemplates.getHref()}>Back to review templates</BackLink>
        <ScreenHeading title="New review template">
          It starts with a five-level scale and the questions most reviews ask: name it, and change what does not fit.
        </ScreenHeading>
        <ReviewTemplateCreateForm />
      </div>
    </RequireRole>
  );
}
