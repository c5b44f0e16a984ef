import type { Goal } from '@topgear/shared/goals';
import { Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
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

/** Edit, in a modal dialog holding the same form as creating (the native <dialog>: focus and Escape work). */
export function EditGoalButton({ goal }: { goal: Goal }) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const update = useUpdateGoal();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

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
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          if (!update.isPending) close();
        }}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-2xl p-4 shadow-xl backdrop:bg-slate-900/50 sm:p-6"
      >
        <h2 id={titleId} className="mb-4 text-lg font-bold text-brand-900">
          Edit goal
        </h2>
        {/* Mounted while open only, so every opening starts from the goal as it is now. */}
        {open && (
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
      </dialog>
    </>
  );
}
