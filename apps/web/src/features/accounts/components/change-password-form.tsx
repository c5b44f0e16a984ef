import { passwordChangeSchema } from '@topgear/shared/my-account';
import { FormActions } from '@/components/ui/form-actions';
import { Form, FormFailure } from '@/components/ui/form';
import { FormInput } from '@/components/ui/form-fields';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../api/change-password';
import { MY_ACCOUNT_TEXTS } from '../texts';
import { CurrentPasswordInput } from './current-password-input';

const emptyForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The current password, then the new one twice; every other device is signed out once it is saved. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  return (
    <Form
      schema={passwordChangeSchema}
      options={{ defaultValues: emptyForm }}
      onSubmit={(passwords, form) =>
        change.mutate(passwords, {
          onSuccess: () => {
            toast.success(MY_ACCOUNT_TEXTS.passwordChanged);
            form.reset(emptyForm);
          },
        })
      }
      error={change.error}
      className="flex flex-col gap-4"
    >
      <CurrentPasswordInput />
      <FormInput name="newPassword" label="New password" type="password" autoComplete="new-password" required />
      <FormInput
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
      />
      <FormFailure />
      <FormActions submitLabel="Change password" pending={change.isPending} />
    </Form>
  );
}
