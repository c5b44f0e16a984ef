import { TRUSTED_DEVICE_DAYS } from '@topgear/shared/trusted-device';
import { useState } from 'react';
import { ActionLink } from '@/components/ui/action-link';
import { Button } from '@/components/ui/button';
import { Form, FormFailure } from '@/components/ui/form';
import { FormCheckbox, FormInput } from '@/components/ui/form-fields';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { refusalOf, useSubmittedForm } from '@/lib/submitted-form';
import { useVerifyTwoFactor } from '../api/verify-two-factor';
import { codeStepHref, type CodeStep } from '../code-step';
import { recoveryCodeFormPost, twoFactorCodeFormPost } from '../form-posts';

/** The step's rules, loaded when someone types a code (decision 025): the login page renders the step. */
const codeRules = () => import('@topgear/shared/two-factor').then((rules) => rules.twoFactorSignInSchema);
const recoveryCodeRules = () => import('@topgear/shared/two-factor').then((rules) => rules.recoverySignInSchema);

interface TwoFactorStepProps {
  /** A code from the authenticator app, or a recovery code. */
  startWith: CodeStep;
  onSignedIn: () => void;
  /** Back to the email and password, when the code step has expired or the person wants to. */
  onRestart: () => void;
}

/**
 * The second step of signing in with two-factor sign-in on: the 6-digit code from the
 * authenticator app (and whether to trust this browser), or one of the recovery codes instead.
 */
export function TwoFactorStep({ startWith, onSignedIn, onRestart }: TwoFactorStepProps) {
  const verify = useVerifyTwoFactor();
  const [useRecoveryCode, setUseRecoveryCode] = useState(startWith === 'recovery-code');
  // A code the browser posted itself, before or without the page's code, and why it was refused.
  const postedCode = useSubmittedForm(twoFactorCodeFormPost.name);
  const postedRecoveryCode = useSubmittedForm(recoveryCodeFormPost.name);
  const failure = verify.error ?? refusalOf(postedCode ?? postedRecoveryCode);
  const expired = failure instanceof ApiError && failure.code === 'TWO_FACTOR_EXPIRED';
  const switchKind = () => {
    verify.reset();
    setUseRecoveryCode((current) => !current);
  };

  return (
    <div className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold text-brand-900">Two-factor sign-in</h2>
        <p className="mt-1 text-sm text-slate-600">
          {useRecoveryCode
            ? 'Enter one of the recovery codes you saved when you turned two-factor sign-in on. Each works once.'
            : 'Enter the 6-digit code your authenticator app shows for TopGear Perform.'}
        </p>
      </div>
      {useRecoveryCode ? (
        <Form
          key="recovery"
          schema={recoveryCodeRules}
          post={recoveryCodeFormPost}
          options={{ defaultValues: { code: '' } }}
          onSubmit={(input) => verify.mutate({ kind: 'recovery', input }, { onSuccess: onSignedIn })}
          error={verify.error}
          className="flex flex-col gap-4"
        >
          <FormInput name="code" label="Recovery code" autoComplete="off" spellCheck={false} autoFocus />
          <FormFailure />
          <Button type="submit" loading={verify.isPending} className="w-full">
            Verify
          </Button>
        </Form>
      ) : (
        <Form
          key="code"
          schema={codeRules}
          post={twoFactorCodeFormPost}
          options={{ defaultValues: { code: '', trustDevice: false } }}
          onSubmit={(input) => verify.mutate({ kind: 'code', input }, { onSuccess: onSignedIn })}
          error={verify.error}
          className="flex flex-col gap-4"
        >
          <FormInput
            name="code"
            label="Authentication code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={12}
            autoFocus
          />
          <FormCheckbox name="trustDevice" label={`Trust this device for ${TRUSTED_DEVICE_DAYS} days`} />
          <FormFailure />
          <Button type="submit" loading={verify.isPending} className="w-full">
            Verify
          </Button>
        </Form>
      )}
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <ActionLink
          href={codeStepHref(useRecoveryCode ? 'two-factor' : 'recovery-code')}
          onAction={switchKind}
          className="font-semibold text-brand-700 underline"
        >
          {useRecoveryCode ? 'Use your authenticator app' : 'Use a recovery code instead'}
        </ActionLink>
        <ActionLink
          href={paths.login.getHref()}
          onAction={onRestart}
          className={expired ? 'font-semibold text-brand-700 underline' : 'text-slate-600 underline'}
        >
          Sign in again
        </ActionLink>
      </div>
    </div>
  );
}
