import { useNavigate } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useReviewTemplate } from '../api/get-review-template';
import { useUpdateReviewTemplate } from '../api/update-review-template';
import { templateValuesOf } from '../template-form-values';
import { ReviewTemplateForm } from './review-template-form';

/** A saved template, loaded and changed whole; once saved, back to the list. */
export function ReviewTemplateEditForm({ templateId }: { templateId: string }) {
  const template = useReviewTemplate(templateId);
  const update = useUpdateReviewTemplate();
  const navigate = useNavigate();
  return (
    <QueryState query={template} what="the review template">
      {(saved) => (
        <ReviewTemplateForm
          values={templateValuesOf(saved)}
          submitLabel="Save changes"
          pending={update.isPending}
          error={update.error}
          onSubmit={(changes) =>
            update.mutate(
              { id: saved.id, template: changes },
              {
                onSuccess: (updated) => {
                  toast.success(`${updated.name} saved`);
                  void navigate(paths.dashboard.reviewTemplates.getHref());
                },
              },
            )
          }
        />
      )}
    </QueryState>
  );
}
