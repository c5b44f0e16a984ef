import type { OrgUnit, OrgUnitKind } from '@topgear/shared/people';
import Merge from 'lucide-react/icons/merge';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/field';
import { FormAlert } from '@/components/ui/form-alert';
import { FormActions } from '@/components/ui/form-actions';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useMergeOrgUnit } from '../api/merge-org-unit';

/** What merging `unit` into `into` does, in a sentence. */
function consequence(kind: OrgUnitKind, unit: OrgUnit, into: OrgUnit) {
  const deleted = `the ${kind} ${unit.name} is deleted`;
  if (unit.memberCount === 0) return `Nobody is in ${unit.name}: ${deleted}.`;
  const moving = unit.memberCount === 1 ? '1 person moves' : `${unit.memberCount} people move`;
  return `${moving} from ${unit.name} to ${into.name}, and ${deleted}.`;
}

interface MergeFormProps {
  kind: OrgUnitKind;
  unit: OrgUnit;
  targets: OrgUnit[];
  merge: ReturnType<typeof useMergeOrgUnit>;
  close: () => void;
}

function MergeForm({ kind, unit, targets, merge, close }: MergeFormProps) {
  const [intoId, setIntoId] = useState(targets[0]!.id);
  const into = targets.find((target) => target.id === intoId) ?? targets[0]!;
  return (
    <form
      noValidate
      className="mt-4 flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        // Not `mutate`'s own callbacks: the merged unit leaves the list, and this form with it,
        // before they would run. The failure shows in the form, through `merge.error`.
        void merge.mutateAsync({ id: unit.id, intoId: into.id }).then(
          (merged) => {
            toast.success(`${unit.name} merged into ${merged.name}`);
            close();
          },
          () => {},
        );
      }}
    >
      <SelectField
        label="Merge into"
        value={into.id}
        onChange={(event) => setIntoId(event.target.value)}
        options={targets.map((target) => ({ value: target.id, label: target.name }))}
      />
      <p className="text-sm text-slate-700">{consequence(kind, unit, into)}</p>
      {merge.error !== null && <FormAlert message={errorMessage(merge.error)} />}
      <FormActions submitLabel="Merge" pending={merge.isPending} onCancel={close} />
    </form>
  );
}

/**
 * Merge: a dialog choosing another unit of the same kind to move everyone into, saying how many
 * people move; the unit is deleted afterwards. Not offered when there is no other unit.
 */
export function OrgUnitMergeButton({ kind, unit, units }: { kind: OrgUnitKind; unit: OrgUnit; units: OrgUnit[] }) {
  const merge = useMergeOrgUnit(kind);
  const [open, setOpen] = useState(false);
  const targets = units.filter((other) => other.id !== unit.id);
  if (targets.length === 0) return null;
  const close = () => {
    setOpen(false);
    merge.reset();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Merge aria-hidden="true" className="size-4" />
        Merge <span className="sr-only">{unit.name}</span>
      </Button>
      <Dialog open={open} title={`Merge the ${kind} ${unit.name}`} onClose={close} busy={merge.isPending} closeButton>
        <MergeForm kind={kind} unit={unit} targets={targets} merge={merge} close={close} />
      </Dialog>
    </>
  );
}
