import type { ReviewTemplateSummary } from '@topgear/shared/review-templates';
import { RemoveButton } from '@/components/ui/remove-button';
import { useDeleteReviewTemplate } from '../api/delete-review-template';

/** Delete, after asking; review cycles launched with the template keep the questions they asked. */
export function ReviewTemplateDeleteButton({ template }: { template: ReviewTemplateSummary }) {
  const deletion = useDeleteReviewTemplate();
  return (
    <RemoveButton
      label="Delete"
      itemName={template.name}
      title={`Delete the review template ${template.name}?`}
      description="Review cycles launched with it keep the questions they asked. This cannot be undone."
      mutation={deletion}
      variables={template.id}
      removed={`${template.name} deleted`}
    />
  );
}
