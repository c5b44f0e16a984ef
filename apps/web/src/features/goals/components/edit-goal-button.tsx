import type { Goal } from '@topgear/shared/goals';
import { toast } from '@/lib/toast';
import { EditDialogButton } from '@/components/ui/edit-dialog-button';
import { useUpdateGoal } from '../api/update-goal';
import { GoalForm } from './goal-form';

const formValuesOf = ({ name, target, unit, from, to, description, category }: Goal) => ({
  name,
  target,
  unit,
  from,
  to,
  description,
  category,
});

/** Edit, in a modal dialog holding the same form as creating. */
export function EditGoalButton({ goal }: { goal: Goal }) {
  const update = useUpdateGoal();
  return (
    <EditDialogButton itemName={goal.name} title="Edit goal" mutation={update} variant="secondary" size="lg">
      {(close) => (
        <GoalForm
          defaultValues={formValuesOf(goal)}
          submitLabel="Save changes"
          pending={update.isPending}
          error={update.error}
          onCancel={close}
          onSubmit={(changes) =>
            update.mutate(
              { id: goal.id, goal: changes },
              {
                onSuccess: () => {
                  toast.success('Your goal has been updated');
                  close();
                },
              },
            )
          }
        />
      )}
    </EditDialogButton>
  );
}
