import { emailChangeSchema } from '@topgear/shared/my-account';
import { FormActions } from '@/components/ui/form-actions';
import { Form, FormFailure } from '@/components/ui/form';
import { FormInput } from '@/components/ui/form-fields';
import { useRequestEmailChange } from '../api/request-email-change';
import { MY_ACCOUNT_TEXTS } from '../texts';
import { CurrentPasswordInput } from './current-password-input';

const emptyForm = { newEmail: '', currentPassword: '' };

/**
 * The new address and the current password. The email changes only once the link mailed to the
 * new address is opened; until then the form says where the link went.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const request = useRequestEmailChange();
  return (
    <Form
      schema={emailChangeSchema}
      options={{ defaultValues: emptyForm }}
      onSubmit={(change, form) => request.mutate(change, { onSuccess: () => form.reset(emptyForm) })}
      error={request.error}
      className="flex flex-col gap-4"
    >
      <p className="text-sm text-slate-600">
        Your email is <strong className="break-all font-semibold text-slate-800">{currentEmail}</strong>.
      </p>
      <FormInput name="newEmail" label="New email" type="email" autoComplete="email" required />
      <CurrentPasswordInput />
      <FormFailure />
      {request.isSuccess && (
        <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          {MY_ACCOUNT_TEXTS.emailLinkSent(request.data.newEmail)}
        </p>
      )}
      <FormActions submitLabel="Send confirmation link" pending={request.isPending} />
    </Form>
  );
}
