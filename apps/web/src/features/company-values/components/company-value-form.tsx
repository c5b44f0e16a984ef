import { companyValueInputSchema, VALUE_ICONS, type CompanyValue } from '@topgear/shared/company-values';
import type { z } from 'zod';
import { Form, FormFailure, type FormMethods } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { FormInput, FormRadioGroup, FormTextArea } from '@/components/ui/form-fields';
import { VALUE_ICON_PICTURES, ValueIcon } from '@/components/value-icon';

export type CompanyValueValues = z.output<typeof companyValueInputSchema>;

const ICON_OPTIONS = VALUE_ICONS.map((icon) => ({
  value: icon,
  label: (
    <>
      <ValueIcon icon={icon} className="size-5 shrink-0 text-brand-700" />
      {VALUE_ICON_PICTURES[icon].label}
    </>
  ),
}));

interface CompanyValueFormProps {
  /** The value as it is (editing), or nothing (adding). */
  value?: CompanyValue;
  submitLabel: string;
  /** The mutation's state: its failure shows under the fields it names, or above the buttons; what was typed stays. */
  pending: boolean;
  error: unknown;
  onSubmit: (values: CompanyValueValues, form: FormMethods<typeof companyValueInputSchema>) => void;
  onCancel?: () => void;
}

/** A value's name, short description and icon, for adding one and for changing one. */
export function CompanyValueForm({ value, submitLabel, pending, error, onSubmit, onCancel }: CompanyValueFormProps) {
  return (
    <Form
      schema={companyValueInputSchema}
      options={{
        defaultValues: { name: value?.name ?? '', description: value?.description ?? '', icon: value?.icon ?? 'star' },
      }}
      error={error}
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
    >
      <FormInput name="name" label="Value" autoComplete="off" placeholder="Ownership" />
      <FormTextArea
        name="description"
        label="What it means (optional)"
        rows={2}
        placeholder="We finish what we start, and say so when we cannot."
      />
      <FormRadioGroup name="icon" legend="Icon" options={ICON_OPTIONS} columns="grid-cols-2 sm:grid-cols-4" />
      <FormFailure />
      <FormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </Form>
  );
}
