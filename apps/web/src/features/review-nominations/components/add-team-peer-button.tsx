import type { PersonRef } from '@topgear/shared/people';
import type { TeamNominations } from '@topgear/shared/review-nominations';
import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAddPeer } from '../api/add-peer';
import { PeerChooser, type PersonPickerComponent } from './peer-chooser';

interface AddTeamPeerButtonProps {
  cycleId: string;
  member: TeamNominations['people'][number];
  PersonPicker: PersonPickerComponent;
}

/**
 * "Add a peer" for someone I manage: a dialog with the person picker; the peer is approved at once.
 * A refusal shows in the dialog, under the picker when it is about the peer, with the choice kept.
 */
export function AddTeamPeerButton({ cycleId, member, PersonPicker }: AddTeamPeerButtonProps) {
  const [open, setOpen] = useState(false);
  const add = useAddPeer(cycleId);
  const { person } = member;

  const close = () => {
    setOpen(false);
    add.reset();
  };
  const addPeer = async (peer: PersonRef) => {
    await add.mutateAsync({ personId: person.id, peerId: peer.id });
    toast.success(`${peer.name} will review ${person.name}`);
    close();
  };

  const fieldError = add.error instanceof ApiError ? add.error.fields.peerId : undefined;
  return (
    <>
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        Add a peer <span className="sr-only">for {person.name}</span>
      </Button>
      <Dialog open={open} title={`Add a peer for ${person.name}`} onClose={close} busy={add.isPending} closeButton>
        <div className="mt-4 flex flex-col gap-4">
          <p className="text-sm text-slate-600">The peer you add is approved at once.</p>
          <PeerChooser
            PersonPicker={PersonPicker}
            subjectId={person.id}
            listedIds={member.peers.filter(({ status }) => status !== 'declined').map(({ peer }) => peer.id)}
            onAdd={addPeer}
            pending={add.isPending}
            error={fieldError}
          />
          {add.error && !fieldError && <FormAlert message={errorMessage(add.error)} />}
        </div>
      </Dialog>
    </>
  );
}
