import type { ReviewCycle } from '@topgear/shared/review-cycles';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { ADVANCE_TEXTS, type AdvanceablePhase } from '../advance-texts';
import { useAdvanceReviewCycle } from '../api/advance-review-cycle';

interface AdvanceButtonProps {
  /** A launched cycle that is not closed. */
  cycle: ReviewCycle & { phase: AdvanceablePhase };
  /** Once moved on, e.g. to take the focus to the cycle's heading as the page changes around it. */
  onAdvanced: () => void;
}

/** Moves the cycle on to its next phase, after a question saying what that does; a refusal shows in it. */
export function AdvanceButton({ cycle, onAdvanced }: AdvanceButtonProps) {
  const texts = ADVANCE_TEXTS[cycle.phase];
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
        {texts.action}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={texts.question(cycle.name)}
        description={texts.consequence}
        confirmLabel={texts.action}
        pending={advance.isPending}
        error={advance.error ? errorMessage(advance.error) : undefined}
        onCancel={close}
        onConfirm={() => {
          // Not `mutate`'s own callbacks: this button is gone once the page shows the new phase.
          void advance.mutateAsync({ id: cycle.id, from: cycle.phase }).then(
            (advanced) => {
              toast.success(texts.done(advanced.name));
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
