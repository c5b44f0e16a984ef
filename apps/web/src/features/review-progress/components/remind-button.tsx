import BellRing from 'lucide-react/icons/bell-ring';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRemindEveryone } from '../api/remind-everyone';
import { remindedText } from '../progress-texts';

/** "Remind everyone with work left", after a question saying who hears and how; a refusal shows in it. */
export function RemindButton({ cycle }: { cycle: { id: string; name: string } }) {
  const [confirming, setConfirming] = useState(false);
  const remind = useRemindEveryone();

  const close = () => {
    setConfirming(false);
    remind.reset();
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setConfirming(true)} className="w-full sm:w-auto">
        <BellRing aria-hidden="true" className="size-4" />
        Remind everyone with work left
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Remind everyone with work left in ${cycle.name}?`}
        description="Each person with something left to do in this phase gets a notification and an email saying what, even if they were reminded before."
        confirmLabel="Send reminders"
        pending={remind.isPending}
        error={remind.error ? errorMessage(remind.error) : undefined}
        onCancel={close}
        onConfirm={() =>
          remind.mutate(cycle.id, {
            onSuccess: ({ reminded }) => {
              toast.success(remindedText(reminded));
              close();
            },
          })
        }
      />
    </>
  );
}
