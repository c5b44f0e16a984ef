import { BackLink } from '@/components/ui/back-link';
import { paths } from '@/config/paths';
import { useParams } from 'react-router';
import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { ReviewTemplateEditForm } from '@/features/review-templates/components/review-template-edit-form';

/** A review template (administrators): change anything and save it whole. */
export function Component() {
  const { templateId = '' } = useParams();
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <title>Edit review template · TopGear Perform</title>
        <BackLink to={paths.dashboard.reviewTemplates.getHref()}>Back to review templates</BackLink>
        <ScreenHeading title="Edit review template">
          Saving replaces the template whole. Review cycles already launched with it keep the questions they asked.
        </ScreenHeading>
        <ReviewTemplateEditForm templateId={templateId} />
      </div>
    </RequireRole>
  );
}
