import { useState } from 'react';
import { twoFactorConfirmationSchema, type TwoFactorSetup as Setup } from '@topgear/shared/two-factor';
import { Form, FormFailure } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { FormInput } from '@/components/ui/form-fields';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useStartTwoFactor } from '../api/start-two-factor';
import { PasswordConfirmationForm } from './password-confirmation-form';
import { RecoveryCodes } from './recovery-codes';

interface TwoFactorSetupProps {
  /** Two-factor sign-in is on: the session and what the app knows of the person have changed. */
  onEnabled: () => void;
  /** The person has kept their recovery codes. */
  onDone: () => void;
  onCancel?: () => void;
}

/** The QR code is SVG drawn by the server; as an image's source it can run nothing. */
const qrCodeSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

function ScanAndConfirm({
  setup,
  onConfirmed,
  onCancel,
}: {
  setup: Setup;
  onConfirmed: (codes: string[]) => void;
  onCancel?: (() => void) | undefined;
}) {
  const confirm = useConfirmTwoFactor();
  return (
    <div className="flex flex-col gap-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password…).</li>
        <li>Scan this QR code with it, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <img
        src={qrCodeSource(setup.qrCodeSvg)}
        alt="QR code to scan with your authenticator app"
        width={192}
        height={192}
        className="size-48 self-center rounded-lg border border-slate-200 bg-white sm:self-start"
      />
      <div className="text-sm">
        <p className="text-slate-600">Cannot scan? Enter this key in the app:</p>
        <code
          aria-label="Set-up key"
          className="mt-1 block break-all rounded bg-slate-100 px-2 py-1 font-mono text-slate-900"
        >
          {setup.secret}
        </code>
      </div>
      <Form
        schema={twoFactorConfirmationSchema}
        options={{ defaultValues: { code: '' } }}
        onSubmit={(input) => confirm.mutate(input, { onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes) })}
        error={confirm.error}
        className="flex flex-col gap-4"
      >
        <FormInput
          name="code"
          label="Code from the app"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          required
        />
        <FormFailure />
        <FormActions submitLabel="Turn on" pending={confirm.isPending} onCancel={onCancel} />
      </Form>
    </div>
  );
}

/** Setting up two-factor sign-in: the password, then scanning and a first code, then the recovery codes. */
export function TwoFactorSetup({ onEnabled, onDone, onCancel }: TwoFactorSetupProps) {
  const start = useStartTwoFactor();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={onDone} />;
  if (start.data) {
    return (
      <ScanAndConfirm
        setup={start.data}
        onCancel={onCancel}
        onConfirmed={(codes) => {
          setRecoveryCodes(codes);
          onEnabled();
        }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">Enter your password to start.</p>
      <PasswordConfirmationForm
        submitLabel="Continue"
        pending={start.isPending}
        error={start.error}
        onSubmit={(input) => start.mutate(input)}
        onCancel={onCancel}
      />
    </div>
  );
}
