import {
  CONTACT_PHONES,
  emergencyContactInputSchema,
  RELATIONSHIPS,
  type EmergencyContactInput,
} from '@topgear/shared/emergency-contacts';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '@/components/ui/form-actions';
import { Form, FormFailure, type FormMethods } from '@/components/ui/form';
import { FormInput, FormSelect } from '@/components/ui/form-fields';

export type EmergencyContactFormMethods = FormMethods<typeof emergencyContactInputSchema>;

/** A blank form: the relationship starts unanswered, on its placeholder. */
export const emptyEmergencyContact: DefaultValues<EmergencyContactInput> = {
  name: '',
  phoneHome: '',
  phoneOffice: '',
  phoneEmergency: '',
  email: '',
  address: '',
};

interface EmergencyContactFormProps {
  defaultValues: DefaultValues<EmergencyContactInput>;
  submitLabel: string;
  pending: boolean;
  /** The last submission's failure; what was typed stays in the form. */
  error: unknown;
  onSubmit: (contact: z.output<typeof emergencyContactInputSchema>, form: EmergencyContactFormMethods) => void;
  /** Shows a Cancel button, for the form in a dialog. */
  onCancel?: () => void;
}

/** Name, relationship, the three optional phones, email and address: the same rules the server applies. */
export function EmergencyContactForm({
  defaultValues,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: EmergencyContactFormProps) {
  return (
    <Form
      schema={emergencyContactInputSchema}
      options={{ defaultValues }}
      onSubmit={onSubmit}
      error={error}
      className="flex flex-col gap-4"
    >
      <FormInput name="name" label="Name" autoComplete="off" required />
      <FormSelect
        name="relationship"
        label="Relationship"
        placeholder="Select relationship"
        options={RELATIONSHIPS}
        required
      />
      {CONTACT_PHONES.map(({ field, label }) => (
        <FormInput key={field} name={field} label={label} type="tel" inputMode="tel" autoComplete="off" />
      ))}
      <FormInput name="email" label="Email" type="email" autoComplete="off" required />
      <FormInput name="address" label="Address" autoComplete="off" required />
      <FormFailure />
      <FormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </Form>
  );
}
