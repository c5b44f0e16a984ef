import type { PersonRef } from '@topgear/shared/people';
import type { TeamNominations } from '@topgear/shared/review-nominations';
import Check from 'lucide-react/icons/check';
import { MutationButton } from '@/components/ui/mutation-button';
import { RemoveButton } from '@/components/ui/remove-button';
import { useApprovePeer } from '../api/approve-peer';
import { useRemovePeer } from '../api/remove-peer';
import { NominationNote, NominationStatusBadge } from './nomination-badge';
import { PersonLine } from './person-line';

type Nomination = TeamNominations['people'][number]['peers'][number];

interface TeamPeerItemProps {
  cycleId: string;
  /** Whom the peer reviews. */
  person: PersonRef;
  nomination: Nomination;
  /** The cycle takes nominations: the peer may be approved or removed. */
  open: boolean;
}

/** One peer of someone I manage: where they stand, the reason they gave if they declined, and Approve and Remove. */
export function TeamPeerItem({ cycleId, person, nomination, open }: TeamPeerItemProps) {
  const approve = useApprovePeer(cycleId);
  const remove = useRemovePeer(cycleId);
  const { peer, status } = nomination;
  const variables = { personId: person.id, peerId: peer.id };
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <PersonLine
        person={peer}
        badges={
          <>
            <NominationStatusBadge status={status} />
            {nomination.addedBy === 'manager' && <NominationNote>Added by a manager</NominationNote>}
          </>
        }
      >
        {status === 'declined' && (
          <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-700">
            {nomination.declineReason ? `Their reason: ${nomination.declineReason}` : 'They gave no reason.'}
          </p>
        )}
      </PersonLine>
      {open && (
        <div className="flex flex-wrap gap-2 sm:justify-end">
          {status === 'proposed' && (
            <MutationButton
              mutation={approve}
              variables={variables}
              succeeded={`${peer.name} will review ${person.name}`}
            >
              <Check aria-hidden="true" className="size-4" />
              Approve <span className="sr-only">{`${peer.name} for ${person.name}`}</span>
            </MutationButton>
          )}
          <RemoveButton
            label="Remove"
            itemName={`${peer.name} from the peers of ${person.name}`}
            title={`Remove ${peer.name}?`}
            description={`${peer.name} will not review ${person.name} in this cycle.`}
            mutation={remove}
            variables={variables}
            removed={`${peer.name} removed`}
          />
        </div>
      )}
    </li>
  );
}
