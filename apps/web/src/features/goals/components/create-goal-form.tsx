import { GOAL_MESSAGES } from '@topgear/shared/goals';
import { toast } from '@/lib/toast';
import { useCreateGoal } from '../api/create-goal';
import { emptyGoal, GoalForm } from './goal-form';

/** Creates a goal; the form empties only once the server has it, so a failure keeps what was typed. */
export function CreateGoalForm() {
  const creation = useCreateGoal();
  return (
    <GoalForm
      defaultValues={emptyGoal}
      submitLabel="Create Goal"
      pending={creation.isPending}
      error={creation.error}
      onSubmit={(goal, form) =>
        creation.mutate(goal, {
          onSuccess: () => {
            toast.success(GOAL_MESSAGES.created);
            form.reset();
          },
        })
      }
    />
  );
}
