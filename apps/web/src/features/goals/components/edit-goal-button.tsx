import type { Goal } from '@topgear/shared/goals';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
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

/** Edit, in a modal dialog holding the same form as creating; each opening starts from the goal as it is now. */
export function EditGoalButton({ goal }: { goal: Goal }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateGoal();

  const close = () => {
    setOpen(false);
    update.reset();
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit <span className="sr-only">{goal.name}</span>
      </Button>
      <Dialog open={open} title="Edit goal" onClose={close} busy={update.isPending} size="lg">
        <div className="mt-4">
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
        </div>
      </Dialog>
    </>
  );
}
