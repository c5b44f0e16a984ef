import type { Goal } from '@topgear/shared/goals';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteGoal } from '../api/delete-goal';

/** Delete after a confirmation; the goal leaves the list only once the server has deleted it. */
export function DeleteGoalButton({ goal }: { goal: Goal }) {
  const [confirming, setConfirming] = useState(false);
  const deletion = useDeleteGoal();

  const close = () => {
    setConfirming(false);
    deletion.reset();
  };

  return (
    <>
      <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete <span className="sr-only">{goal.name}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title="Delete this goal?"
        description={`“${goal.name}” and its check-ins will be deleted. Tasks linked to it stay on your board.`}
        confirmLabel="Delete"
        pending={deletion.isPending}
        error={deletion.error ? errorMessage(deletion.error) : undefined}
        onCancel={close}
        onConfirm={() =>
          deletion.mutate(goal.id, {
            onSuccess: () => {
              toast.success('Your goal has been deleted');
              close();
            },
          })
        }
      />
    </>
  );
}
