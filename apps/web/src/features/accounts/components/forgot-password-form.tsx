import type { PasswordResetAnswer } from '@topgear/shared/accounts';
import MailCheck from 'lucide-react/icons/mail-check';
import { useEffect, useRef, useState } from 'react';
import { ActionLink } from '@/components/ui/action-link';
import { Button } from '@/components/ui/button';
import { Form, FormFailure } from '@/components/ui/form';
import { FormInput } from '@/components/ui/form-fields';
import { paths } from '@/config/paths';
import { useSubmittedForm } from '@/lib/submitted-form';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { forgotPasswordFormPost } from '../form-posts';
import { rememberResetEmail } from '../reset-email';

/** The form's rules, loaded when someone starts filling it in (decision 025). */
const requestRules = () => import('@topgear/shared/accounts').then((rules) => rules.passwordResetRequestSchema);

/** The server's answer, taking the focus so that keyboard and screen reader users land on it. */
function LinkSent({ email, message, onSendAgain }: { email: string; message: string; onSendAgain: () => void }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div
      ref={notice}
      // It stands where the form was: a page answering the form's post starts the code of what holds it.
      id={forgotPasswordFormPost.name}
      tabIndex={-1}
      role="status"
      className="space-y-3 rounded-lg bg-emerald-50 p-4 outline-none"
    >
      <p className="flex items-center gap-2 font-semibold text-emerald-800">
        <MailCheck aria-hidden="true" className="size-5 shrink-0" />
        Check your inbox
      </p>
      <p className="text-sm text-slate-700">{message}</p>
      <p className="break-all text-sm text-slate-700">
        Sent to: <strong>{email}</strong>
      </p>
      <p className="text-sm text-slate-700">
        No mail after a few minutes? Look in your spam folder, or{' '}
        <ActionLink
          href={paths.forgotPassword.getHref(email)}
          onAction={onSendAgain}
          className="font-semibold text-brand-700 underline"
        >
          send it again
        </ActionLink>
        .
      </p>
    </div>
  );
}

/** The email form of /forgot-password; `defaultEmail` fills it in (from a "send a new link" offer). */
export function ForgotPasswordForm({ defaultEmail }: { defaultEmail: string }) {
  const request = useRequestPasswordReset();
  // A link the browser asked for itself, before or without the page's code, and where it went.
  const posted = useSubmittedForm(forgotPasswordFormPost.name);
  const [postedAnswer, setPostedAnswer] = useState(posted?.answer as PasswordResetAnswer | undefined);
  const [email, setEmail] = useState(posted?.values.email ?? defaultEmail);
  const answer = request.data ?? postedAnswer;
  // A link asked for before the code arrived is remembered once it does, as one asked for by the code.
  useEffect(() => {
    if (posted?.answer && posted.values.email) rememberResetEmail(posted.values.email);
  }, [posted]);
  const sendAgain = () => {
    request.reset();
    setPostedAnswer(undefined);
  };

  if (answer) return <LinkSent email={email} message={answer.message} onSendAgain={sendAgain} />;
  return (
    <Form
      schema={requestRules}
      post={forgotPasswordFormPost}
      options={{ defaultValues: { email } }}
      onSubmit={(values) =>
        request.mutate(values, {
          onSuccess: () => {
            setEmail(values.email);
            rememberResetEmail(values.email);
          },
        })
      }
      error={request.error}
      className="space-y-4"
    >
      <FormInput name="email" label="Email" type="email" autoComplete="email" />
      <FormFailure />
      <Button type="submit" loading={request.isPending} className="w-full">
        Send reset link
      </Button>
    </Form>
  );
}
