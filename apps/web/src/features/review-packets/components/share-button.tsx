import Send from 'lucide-react/icons/send';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useSharePacket } from '../api/share-packet';

interface ShareButtonProps {
  cycleId: string;
  person: { id: string; name: string };
}

/** "Share with <name>", after a question saying what they will see; a refusal shows in it. */
export function ShareButton({ cycleId, person }: ShareButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const sharing = useSharePacket();

  const close = () => {
    setConfirming(false);
    sharing.reset();
  };

  return (
    <>
      <Button onClick={() => setConfirming(true)} className="w-full sm:w-auto">
        <Send aria-hidden="true" className="size-4" />
        Share with {person.name}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Share this review with ${person.name}?`}
        description="They will read the final rating, their goals and the answers shared with them — never those private to managers — and can acknowledge it. Sharing cannot be undone."
        confirmLabel="Share review"
        pending={sharing.isPending}
        error={sharing.error ? errorMessage(sharing.error) : undefined}
        onCancel={close}
        onConfirm={() =>
          sharing.mutate(
            { cycleId, personId: person.id },
            {
              onSuccess: () => {
                toast.success(`Shared with ${person.name}`);
                close();
              },
            },
          )
        }
      />
    </>
  );
}
