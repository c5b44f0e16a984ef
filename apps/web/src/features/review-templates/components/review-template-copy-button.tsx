import type { ReviewTemplateSummary } from '@topgear/shared/review-templates';
import Copy from 'lucide-react/icons/copy';
import { MutationButton } from '@/components/ui/mutation-button';
import { useCopyReviewTemplate } from '../api/copy-review-template';

/** Copy: a new template named "<name> (copy)", which joins the list to be changed freely. */
export function ReviewTemplateCopyButton({ template }: { template: ReviewTemplateSummary }) {
  const copy = useCopyReviewTemplate();
  return (
    <MutationButton mutation={copy} variables={template.id} succeeded={`${template.name} copied`}>
      <Copy aria-hidden="true" className="size-4" />
      Copy <span className="sr-only">{template.name}</span>
    </MutationButton>
  );
}
