import type { PasswordResetAnswer } from '@topgear/shared/accounts';
import CircleCheck from 'lucide-react/icons/circle-check';
import { SiteLink } from '@/components/ui/site-link';
import { Button, buttonClasses } from '@/components/ui/button';
import { Form, FormFailure } from '@/components/ui/form';
import { FormInput } from '@/components/ui/form-fields';
import { paths } from '@/config/paths';
import { refusalOf, useSubmittedForm } from '@/lib/submitted-form';
import { isDeadLink, useResetPassword } from '../api/reset-password';
import { resetPasswordFormPost } from '../form-posts';
import { forgetResetEmail } from '../reset-email';
import { DeadResetLink, resetHeadingClasses } from './dead-reset-link';

/** The form's rules, loaded when someone starts filling it in (decision 025). */
const resetRules = () => import('@topgear/shared/accounts').then((rules) => rules.passwordResetSchema);

function PasswordChanged({ message }: { message: string }) {
  return (
    <div className="space-y-4">
      <h1 className={resetHeadingClasses}>Your password has been changed</h1>
      <p role="status" className="flex items-start gap-2 text-sm text-slate-700">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
        {message} Sign in with your new password.
      </p>
      <SiteLink to={paths.login.getHref()} className={buttonClasses('primary', 'w-full')}>
        Sign in
      </SiteLink>
    </div>
  );
}

interface ResetPasswordProps {
  /** The link's token (`?token=`); empty when the address has none. */
  token: string;
  /** Once the password is set: every session of the person has ended, this browser's too. */
  onPasswordChanged?: () => void;
}

/**
 * /reset-password's form: the new password, twice, for a link the page found usable. A link used
 * or expired meanwhile says so when the form is sent, whether its code sends it or the browser.
 */
export function ResetPassword({ token, onPasswordChanged }: ResetPasswordProps) {
  const reset = useResetPassword();
  // A new password the browser posted itself, before or without the page's code, and the answer.
  const posted = useSubmittedForm(resetPasswordFormPost.name);
  const changed = reset.data ?? (posted?.answer as PasswordResetAnswer | undefined);

  if (changed) return <PasswordChanged message={changed.message} />;
  if (token === '' || isDeadLink(reset.error ?? refusalOf(posted))) return <DeadResetLink />;
  return (
    <div className="space-y-6">
      <div>
        <h1 className={resetHeadingClasses}>Choose a new password</h1>
        <p className="mt-1 text-sm text-slate-600">Every session of your account ends once it is set.</p>
      </div>
      <Form
        schema={resetRules}
        post={resetPasswordFormPost}
        options={{ defaultValues: { token, password: '', confirmPassword: '' } }}
        onSubmit={(values) =>
          reset.mutate(values, {
            onSuccess: () => {
              forgetResetEmail();
              onPasswordChanged?.();
            },
          })
        }
        error={reset.error}
        className="space-y-4"
      >
        <FormInput name="password" label="New password" type="password" autoComplete="new-password" />
        <FormInput name="confirmPassword" label="Confirm new password" type="password" autoComplete="new-password" />
        <FormFailure />
        <Button type="submit" loading={reset.isPending} className="w-full">
          Set new password
        </Button>
      </Form>
    </div>
  );
}
