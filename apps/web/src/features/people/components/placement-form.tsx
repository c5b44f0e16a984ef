import {
  type OrgUnitKind,
  type OrgUnitRef,
  type Person,
  type PersonUpdate,
  personUpdateSchema,
} from '@topgear/shared/people';
import { Form, FormFailure } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { FormInput, FormSelect } from '@/components/ui/form-fields';
import { useOrgUnits } from '../api/get-org-units';
import { placementOf } from '../placement-changes';
import { PersonField } from './person-field';

/** A select's value for "None"; the form holds null for it. */
const NONE = '';
const noneAsNull = (value: string | null) => (value === NONE ? null : value);

const UNIT_LABELS: Record<OrgUnitKind, string> = { department: 'Department', team: 'Team' };

/**
 * The departments (or teams) to choose from. The person's own is offered while the list loads,
 * so the select shows it from the start.
 */
function OrgUnitField({ kind, current }: { kind: OrgUnitKind; current: OrgUnitRef | null }) {
  const units = useOrgUnits(kind);
  const loaded: OrgUnitRef[] = units.data ?? [];
  const choices = current && !loaded.some((unit) => unit.id === current.id) ? [current, ...loaded] : loaded;
  return (
    <FormSelect
      name={`${kind}Id`}
      label={UNIT_LABELS[kind]}
      options={[{ value: NONE, label: 'None' }, ...choices.map(({ id, name }) => ({ value: id, label: name }))]}
      rules={{ setValueAs: noneAsNull }}
    />
  );
}

interface PlacementFormProps {
  person: Person;
  /** The update's state: its failure shows under the fields it names, or above the buttons; what was typed stays. */
  pending: boolean;
  error: unknown;
  onSubmit: (placement: PersonUpdate) => void;
  onCancel: () => void;
}

/** An administrator's form for where a person sits: job title, department, team, manager, start date, location, work phone. */
export function PlacementForm({ person, pending, error, onSubmit, onCancel }: PlacementFormProps) {
  return (
    <Form
      schema={personUpdateSchema}
      options={{
        defaultValues: { ...placementOf(person), location: person.location ?? '', workPhone: person.workPhone ?? '' },
      }}
      error={error}
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <FormInput
          name="jobTitle"
          label="Job title"
          autoComplete="off"
          // Someone who never had a title may stay without one: blank is "unchanged", not "missing".
          rules={{ setValueAs: (title: string) => (title === '' && person.jobTitle === null ? undefined : title) }}
        />
      </div>
      <OrgUnitField kind="department" current={person.department} />
      <OrgUnitField kind="team" current={person.team} />
      <div className="sm:col-span-2">
        <PersonField
          name="managerId"
          label="Manager"
          searchLabel="Find a manager"
          noneLabel="None"
          current={person.manager}
          excludeId={person.id}
        />
      </div>
      <FormInput name="startDate" label="Start date" type="date" rules={{ setValueAs: noneAsNull }} />
      <FormInput name="location" label="Location" autoComplete="off" />
      <FormInput name="workPhone" label="Work phone" type="tel" inputMode="tel" autoComplete="off" />
      <FormFailure className="sm:col-span-2" />
      <FormActions submitLabel="Save changes" pending={pending} onCancel={onCancel} className="sm:col-span-2" />
    </Form>
  );
}
