import type { Goal } from '@topgear/shared/goals';
import Trash2 from 'lucide-react/icons/trash-2';
import { toast } from '@/lib/toast';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useDeleteGoal } from '../api/delete-goal';

/** Delete after a confirmation; the goal leaves the list only once the server has deleted it. */
export function DeleteGoalButton({ goal }: { goal: Goal }) {
  const deletion = useDeleteGoal();
  return (
    <ConfirmButton
      title="Delete this goal?"
      description={`“${goal.name}” and its check-ins will be deleted. Tasks linked to it stay on your board.`}
      confirmLabel="Delete"
      mutation={deletion}
      variables={goal.id}
      onSuccess={() => toast.success('Your goal has been deleted')}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      Delete <span className="sr-only">{goal.name}</span>
    </ConfirmButton>
  );
}
