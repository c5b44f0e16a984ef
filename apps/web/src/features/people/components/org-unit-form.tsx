import { type OrgUnitKind, orgUnitInputSchema, type PersonRef } from '@topgear/shared/people';
import type { z } from 'zod';
import { Form, FormFailure, type FormMethods } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { FormInput } from '@/components/ui/form-fields';
import { PersonField } from './person-field';

export type OrgUnitValues = z.output<typeof orgUnitInputSchema>;

interface OrgUnitFormProps {
  kind: OrgUnitKind;
  /** The unit as it is (editing), or nothing (creating). */
  unit?: { name: string; head: PersonRef | null };
  submitLabel: string;
  /** The mutation's state: its failure shows under the fields it names, or above the buttons; what was typed stays. */
  pending: boolean;
  error: unknown;
  onSubmit: (values: OrgUnitValues, form: FormMethods<typeof orgUnitInputSchema>) => void;
  onCancel?: () => void;
}

/** A department's (or team's) name and optional head, for creating one and for changing one. */
export function OrgUnitForm({ kind, unit, submitLabel, pending, error, onSubmit, onCancel }: OrgUnitFormProps) {
  return (
    <Form
      schema={orgUnitInputSchema}
      options={{ defaultValues: { name: unit?.name ?? '', headId: unit?.head?.id ?? null } }}
      error={error}
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
    >
      <FormInput name="name" label={kind === 'department' ? 'Department name' : 'Team name'} autoComplete="off" />
      <PersonField
        name="headId"
        label="Head"
        searchLabel="Find a head"
        noneLabel="No head"
        current={unit?.head ?? null}
      />
      <FormFailure />
      <FormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </Form>
  );
}
