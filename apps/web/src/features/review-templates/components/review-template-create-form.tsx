import { STARTER_TEMPLATE } from '@topgear/shared/review-templates';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useCreateReviewTemplate } from '../api/create-review-template';
import { templateValuesOf } from '../template-form-values';
import { ReviewTemplateForm } from './review-template-form';

const STARTER_VALUES = templateValuesOf(STARTER_TEMPLATE);

/** A new template, starting from the starter's scale and questions; once saved, back to the list. */
export function ReviewTemplateCreateForm() {
  const create = useCreateReviewTemplate();
  const navigate = useNavigate();
  return (
    <ReviewTemplateForm
      values={STARTER_VALUES}
      submitLabel="Create template"
      pending={create.isPending}
      error={create.error}
      onSubmit={(template) =>
        create.mutate(template, {
          onSuccess: (created) => {
            toast.success(`${created.name} created`);
            void navigate(paths.dashboard.reviewTemplates.getHref());
          },
        })
      }
    />
  );
}
