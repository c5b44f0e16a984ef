import type { PersonRef } from '@topgear/shared/people';
import { myNominationsInputSchema, type MyNominations } from '@topgear/shared/review-nominations';
import X from 'lucide-react/icons/x';
import { useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form, FormFailure } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { toast } from '@/lib/toast';
import { useSaveMyNominations } from '../api/save-my-nominations';
import { countText, proposalsToSave, splitPeers, standingCount } from '../peer-choices';
import { MyPeerItem } from './my-peer-item';
import { NominationNote, NominationStatusBadge } from './nomination-badge';
import { PeerChooser, type PersonPickerComponent } from './peer-chooser';
import { PersonLine } from './person-line';

interface MyPeersFormProps {
  nominations: MyNominations;
  selfId: string;
  PersonPicker: PersonPickerComponent;
}

const listClasses = 'flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white';

/**
 * My peers while the cycle takes nominations: those settled (approved, declined, added by my
 * manager) with their status, my proposals with Remove, the picker to add more, and Save. A refusal
 * keeps what I chose: a field's under the picker, any other above Save. Once nominations close, the
 * list only.
 */
export function MyPeersForm({ nominations, selfId, PersonPicker }: MyPeersFormProps) {
  const save = useSaveMyNominations();
  const { cycle, peers } = nominations;

  if (cycle.phase !== 'nominations') {
    return peers.length === 0 ? (
      <p className="text-slate-600">Nobody was nominated to review you in this cycle.</p>
    ) : (
      <ul aria-label="Your peers" className={listClasses}>
        {peers.map((nomination) => (
          <li key={nomination.peer.id} className="p-4">
            <MyPeerItem nomination={nomination} />
          </li>
        ))}
      </ul>
    );
  }

  const { settled, proposals } = splitPeers(peers);
  return (
    <Form
      schema={myNominationsInputSchema}
      options={{ defaultValues: { peerIds: proposals.map(({ peer }) => peer.id) } }}
      error={save.error}
      onSubmit={({ peerIds }) =>
        save.mutate(
          { cycleId: cycle.id, peerIds: proposalsToSave(peerIds, settled) },
          { onSuccess: () => toast.success('Your peers are saved') },
        )
      }
      className="flex flex-col gap-6"
    >
      <PeersField nominations={nominations} selfId={selfId} PersonPicker={PersonPicker} />
      <FormFailure />
      <FormActions submitLabel="Save peers" pending={save.isPending} />
    </Form>
  );
}

/** The form's `peerIds`: the list of my peers, and the picker that adds to it. */
function PeersField({ nominations, selfId, PersonPicker }: MyPeersFormProps) {
  const { field, fieldState } = useController<{ peerIds: string[] }, 'peerIds'>({ name: 'peerIds' });
  const { settled, proposals } = splitPeers(nominations.peers);
  // The people I add are known from the picker; those proposed before, from the server.
  const [known, setKnown] = useState(() => new Map(proposals.map(({ peer }) => [peer.id, peer])));
  const listArea = useRef<HTMLDivElement>(null);

  const savedIds = new Set(proposals.map(({ peer }) => peer.id));
  const chosen = proposalsToSave(field.value, settled).flatMap((id) => known.get(id) ?? []);
  const count = standingCount(settled, chosen.length);

  const add = (person: PersonRef) => {
    setKnown((people) => new Map(people).set(person.id, person));
    field.onChange([...field.value, person.id]);
  };
  const remove = (person: PersonRef) => {
    field.onChange(field.value.filter((id) => id !== person.id));
    // The button pressed is gone: the list it was in takes the focus.
    listArea.current?.focus();
  };

  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="text-lg font-bold text-brand-900">Your peers</legend>
      <div
        ref={listArea}
        tabIndex={-1}
        className="flex flex-col gap-3 rounded-xl focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200"
      >
        <p aria-live="polite" className="text-sm text-slate-700">
          {countText(count, nominations.cycle)}
        </p>
        {settled.length + chosen.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 bg-white p-4 text-slate-600">
            You have not chosen anyone yet: find colleagues below and add them.
          </p>
        ) : (
          <ul aria-label="Your peers" className={listClasses}>
            {settled.map((nomination) => (
              <li key={nomination.peer.id} className="p-4">
                <MyPeerItem nomination={nomination} />
              </li>
            ))}
            {chosen.map((person) => (
              <li key={person.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <PersonLine
                  person={person}
                  badges={
                    savedIds.has(person.id) ? (
                      <NominationStatusBadge status="proposed" />
                    ) : (
                      <NominationNote>Not saved yet</NominationNote>
                    )
                  }
                />
                <Button variant="ghost" className="self-start sm:self-center" onClick={() => remove(person)}>
                  <X aria-hidden="true" className="size-4" />
                  Remove <span className="sr-only">{person.name}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <PeerChooser
        PersonPicker={PersonPicker}
        subjectId={selfId}
        listedIds={[...settled.map(({ peer }) => peer.id), ...chosen.map(({ id }) => id)]}
        onAdd={add}
        error={fieldState.error?.message}
        selectRef={field.ref}
      />
    </fieldset>
  );
}
