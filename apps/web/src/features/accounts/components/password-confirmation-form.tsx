import { passwordConfirmationSchema, type PasswordConfirmationInput } from '@topgear/shared/two-factor';
import { Form, FormFailure } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { CurrentPasswordInput } from './current-password-input';

interface PasswordConfirmationFormProps {
  submitLabel: string;
  pending: boolean;
  /** Why the last submission failed: a wrong password shows under the field. */
  error: unknown;
  onSubmit: (input: PasswordConfirmationInput) => void;
  onCancel?: () => void;
}

/** 'Enter your password to go on': what turning two-factor sign-in on or off asks first. */
export function PasswordConfirmationForm({
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: PasswordConfirmationFormProps) {
  return (
    <Form
      schema={passwordConfirmationSchema}
      options={{ defaultValues: { currentPassword: '' } }}
      onSubmit={onSubmit}
      error={error}
      className="flex flex-col gap-4"
    >
      <CurrentPasswordInput />
      <FormFailure />
      <FormActions submitLabel={submitLabel} pending={pending} onCancel={onCancel} />
    </Form>
  );
}
