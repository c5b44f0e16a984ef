import type { PersonRef } from '@topgear/shared/people';
import Plus from 'lucide-react/icons/plus';
import { useState, type ComponentType, type Ref } from 'react';
import { Button } from '@/components/ui/button';

/** What a picker of one active person takes: the people feature's `PersonPicker`, given by the route. */
export interface PersonPickerProps {
  label: string;
  searchLabel: string;
  noneLabel: string;
  chosen: PersonRef | null;
  onChoose: (person: PersonRef | null) => void;
  excludeId?: string;
  error?: string | undefined;
  selectRef?: Ref<HTMLSelectElement>;
}

export type PersonPickerComponent = ComponentType<PersonPickerProps>;

interface PeerChooserProps {
  PersonPicker: PersonPickerComponent;
  /** Whom the peers review: never offered. */
  subjectId?: string | undefined;
  /** The peers listed already: choosing one of them says so rather than adding them twice. */
  listedIds: readonly string[];
  /** Adds the person; a rejection keeps them chosen, its reason shown through `error`. */
  onAdd: (person: PersonRef) => unknown;
  pending?: boolean;
  error?: string | undefined;
  selectRef?: Ref<HTMLSelectElement>;
}

/**
 * Finds someone with the person picker and adds them as a peer with "Add". Choosing from the list
 * adds nobody by itself, so that moving through it with the arrow keys is safe.
 */
export function PeerChooser({
  PersonPicker,
  subjectId,
  listedIds,
  onAdd,
  pending = false,
  error,
  selectRef,
}: PeerChooserProps) {
  const [chosen, setChosen] = useState<PersonRef | null>(null);
  const listed = chosen !== null && listedIds.includes(chosen.id);

  const add = async (person: PersonRef) => {
    try {
      await onAdd(person);
      setChosen(null);
    } catch {
      // The reason shows through `error`; the person stays chosen to try again.
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <PersonPicker
        label="Peer to add"
        searchLabel="Find a peer"
        noneLabel="Choose someone"
        chosen={chosen}
        onChoose={setChosen}
        excludeId={subjectId}
        error={error}
        selectRef={selectRef}
      />
      {listed && <p className="text-sm text-slate-600">{chosen.name} is one of the peers already.</p>}
      <Button
        variant="secondary"
        className="self-start"
        disabled={chosen === null || listed}
        loading={pending}
        onClick={() => chosen && void add(chosen)}
      >
        <Plus aria-hidden="true" className="size-4" />
        Add peer
      </Button>
    </div>
  );
}
