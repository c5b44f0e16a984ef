import type { ReviewCycle } from '@topgear/shared/review-cycles';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAdvanceReviewCycle } from '../api/advance-review-cycle';

interface AdvanceButtonProps {
  /** A cycle taking peer nominations: the one phase that can be moved on from so far. */
  cycle: ReviewCycle & { phase: 'nominations' };
  /** Once moved on, e.g. to take the focus to the cycle's heading as the page changes around it. */
  onAdvanced: () => void;
}

/** "Move on to writing", after a question saying what that does; a refusal shows in it. */
export function AdvanceButton({ cycle, onAdvanced }: AdvanceButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const advance = useAdvanceReviewCycle();

  const close = () => {
    setConfirming(false);
    advance.reset();
  };

  return (
    <>
      <Button onClick={() => setConfirming(true)} className="w-full sm:w-auto">
        <ArrowRight aria-hidden="true" className="size-4" />
        Move on to writing
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Move ${cycle.name} on to writing?`}
        description="Nominations still waiting for a manager are approved, nobody can nominate or decline any more, and every review opens for its writer."
        confirmLabel="Move on to writing"
        pending={advance.isPending}
        error={advance.error ? errorMessage(advance.error) : undefined}
        onCancel={close}
        onConfirm={() => {
          // Not `mutate`'s own callbacks: this button is gone once the page shows the new phase.
          void advance.mutateAsync({ id: cycle.id, from: cycle.phase }).then(
            (advanced) => {
              toast.success(`${advanced.name} is taking reviews`);
              close();
              onAdvanced();
            },
            // The refusal shows in the dialog, through `advance.error`.
            () => {},
          );
        }}
      />
    </>
  );
}
