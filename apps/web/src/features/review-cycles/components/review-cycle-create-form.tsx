import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useCreateReviewCycle } from '../api/create-review-cycle';
import { NEW_CYCLE_VALUES } from '../cycle-form-values';
import { ReviewCycleForm } from './review-cycle-form';

/** A new cycle, saved as a draft; its page opens next, to count who would take part and launch it. */
export function ReviewCycleCreateForm() {
  const create = useCreateReviewCycle();
  const navigate = useNavigate();
  return (
    <ReviewCycleForm
      values={NEW_CYCLE_VALUES}
      submitLabel="Save draft"
      pending={create.isPending}
      error={create.error}
      onSubmit={(setup) =>
        create.mutate(setup, {
          onSuccess: (created) => {
            toast.success(`${created.name} saved as a draft`);
            void navigate(paths.dashboard.reviewCycle.getHref(created.id));
          },
        })
      }
    />
  );
}
