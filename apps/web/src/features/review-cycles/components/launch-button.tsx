import { CYCLE_PHASE_LABELS, type ReviewCycle } from '@topgear/shared/review-cycles';
import Rocket from 'lucide-react/icons/rocket';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useLaunchReviewCycle } from '../api/launch-review-cycle';
import { peopleCount } from '../next-step';

interface LaunchButtonProps {
  cycle: ReviewCycle;
  /** Changes not saved yet: launching would use the setup as saved, so it waits. */
  disabled: boolean;
  /** Once launched, e.g. to take the focus to the cycle's heading as the page changes around it. */
  onLaunched: () => void;
}

/** "Launch", after a question naming how many take part and that who reports to whom is frozen; a refusal shows in it. */
export function LaunchButton({ cycle, disabled, onLaunched }: LaunchButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const launch = useLaunchReviewCycle();
  const opens = CYCLE_PHASE_LABELS[cycle.reviews.includes('peer') ? 'nominations' : 'writing'].toLowerCase();
  const who =
    cycle.participantCount === 0
      ? 'Nobody matches who takes part today.'
      : `${peopleCount(cycle.participantCount)} will take part, each with the manager they have now: who reports to whom is frozen for this cycle, whatever changes later.`;

  const close = () => {
    setConfirming(false);
    launch.reset();
  };

  return (
    <>
      <Button onClick={() => setConfirming(true)} disabled={disabled} className="w-full sm:w-auto">
        <Rocket aria-hidden="true" className="size-4" />
        Launch
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Launch ${cycle.name}?`}
        description={`${who} The template's questions are copied into the cycle, and it opens ${opens}. A launched cycle cannot be changed or deleted.`}
        confirmLabel="Launch"
        pending={launch.isPending}
        error={launch.error ? errorMessage(launch.error) : undefined}
        onCancel={close}
        onConfirm={() => {
          // Not `mutate`'s own callbacks: this button is gone once the page shows the cycle launched.
          void launch.mutateAsync(cycle.id).then(
            (launched) => {
              toast.success(`${launched.name} launched`);
              close();
              onLaunched();
            },
            // The refusal shows in the dialog, through `launch.error`.
            () => {},
          );
        }}
      />
    </>
  );
}
