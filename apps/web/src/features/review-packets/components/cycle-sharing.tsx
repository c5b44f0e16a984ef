import type { CyclePhase } from '@topgear/shared/review-cycles';
import Download from 'lucide-react/icons/download';
import Send from 'lucide-react/icons/send';
import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { QueryState } from '@/components/ui/query-state';
import { TitledSection } from '@/components/ui/titled-section';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { resultsCsvHref } from '../api/download-results';
import { useSharingStatus } from '../api/get-sharing-status';
import { useShareAll } from '../api/share-all';

/** The phases with results: from calibration on. */
const WITH_RESULTS: readonly CyclePhase[] = ['calibration', 'sharing', 'closed'];

const reviewsText = (count: number) => (count === 1 ? 'one review' : `${count} reviews`);

/** "Share all with their people": every review not shared yet, after a question; a refusal shows in it. */
function ShareAllButton({ cycleId, waitingIds }: { cycleId: string; waitingIds: string[] }) {
  const [confirming, setConfirming] = useState(false);
  const sharing = useShareAll();
  const close = () => {
    setConfirming(false);
    sharing.reset();
  };
  return (
    <>
      <Button onClick={() => setConfirming(true)} className="w-full sm:w-auto">
        <Send aria-hidden="true" className="size-4" />
        Share all with their people
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Share ${reviewsText(waitingIds.length)}?`}
        description="Each person reads their final rating, their goals and the answers shared with them — never those private to managers — and is told. Sharing cannot be undone."
        confirmLabel="Share all"
        pending={sharing.isPending}
        error={sharing.error ? errorMessage(sharing.error) : undefined}
        onCancel={close}
        onConfirm={() =>
          sharing.mutate(
            { cycleId, personIds: waitingIds },
            {
              onSuccess: ({ shared }) => {
                toast.success(`Shared ${reviewsText(shared)}`);
                close();
              },
            },
          )
        }
      />
    </>
  );
}

/** How many reviews are shared and acknowledged, Share all while the cycle is sharing, and the CSV. */
function SharingStatus({ cycleId, phase }: { cycleId: string; phase: CyclePhase }) {
  const status = useSharingStatus(cycleId);
  return (
    <QueryState query={status} what="how far sharing has gone">
      {({ participants, shared, acknowledged, waitingIds }) => (
        <div className="flex flex-col gap-4">
          <p className="text-slate-700">
            {shared} of {participants} shared · {acknowledged} acknowledged
          </p>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            {phase === 'sharing' && waitingIds.length > 0 && (
              <ShareAllButton cycleId={cycleId} waitingIds={waitingIds} />
            )}
            <a href={resultsCsvHref(cycleId)} download className={buttonClasses('secondary', 'w-full sm:w-auto')}>
              <Download aria-hidden="true" className="size-4" />
              Download results (CSV)
            </a>
          </div>
        </div>
      )}
    </QueryState>
  );
}

/** On a cycle's page, for administrators: its results and sharing, from calibration on; nothing before. */
export function CycleSharing({ cycleId, phase }: { cycleId: string; phase: CyclePhase }) {
  if (!WITH_RESULTS.includes(phase)) return null;
  return (
    <TitledSection title="Results and sharing">
      <SharingStatus cycleId={cycleId} phase={phase} />
    </TitledSection>
  );
}
