import { useState } from 'react';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useReplaceRecoveryCodes } from '../api/replace-recovery-codes';
import { MY_ACCOUNT_TEXTS } from '../texts';
import { PasswordConfirmationForm } from './password-confirmation-form';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorSetup } from './two-factor-setup';

interface TwoFactorSettingsProps {
  enabled: boolean;
  /** Two-factor sign-in was turned on or off: this device's session is a new one. */
  onChanged: (enabled: boolean) => void;
}

type Task = 'set-up' | 'new-codes' | 'turn-off';

function NewRecoveryCodes({ onClose }: { onClose: () => void }) {
  const replace = useReplaceRecoveryCodes();
  if (replace.data) return <RecoveryCodes codes={replace.data.recoveryCodes} onDone={onClose} />;
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        New codes replace the old ones, which stop working. Enter your password to go on.
      </p>
      <PasswordConfirmationForm
        submitLabel="Make new codes"
        pending={replace.isPending}
        error={replace.error}
        onSubmit={(input) => replace.mutate(input)}
        onCancel={onClose}
      />
    </div>
  );
}

function TurnOff({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const disable = useDisableTwoFactor();
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Signing in will ask only for your password, and browsers you trusted will ask again next time. Enter your
        password to turn it off.
      </p>
      <PasswordConfirmationForm
        submitLabel="Turn off"
        pending={disable.isPending}
        error={disable.error}
        onSubmit={(input) => disable.mutate(input, { onSuccess: onDone })}
        onCancel={onCancel}
      />
    </div>
  );
}

/** My account's 'Two-factor sign-in': turn it on with an authenticator app, new recovery codes, turn it off. */
export function TwoFactorSettings({ enabled, onChanged }: TwoFactorSettingsProps) {
  const [task, setTask] = useState<Task>();
  const close = () => setTask(undefined);

  if (task === 'set-up') {
    return (
      <TwoFactorSetup
        onEnabled={() => onChanged(true)}
        onDone={() => {
          toast.success(MY_ACCOUNT_TEXTS.twoFactorOn);
          close();
        }}
        onCancel={close}
      />
    );
  }
  if (task === 'new-codes') return <NewRecoveryCodes onClose={close} />;
  if (task === 'turn-off') {
    return (
      <TurnOff
        onCancel={close}
        onDone={() => {
          toast.success(MY_ACCOUNT_TEXTS.twoFactorOff);
          onChanged(false);
          close();
        }}
      />
    );
  }
  if (!enabled) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          Off. With it on, signing in asks for a code from an authenticator app on your phone after your password, so a
          stolen password is not enough.
        </p>
        <Button onClick={() => setTask('set-up')} className="w-full self-start sm:w-auto">
          Turn on two-factor sign-in
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-center gap-2 text-sm text-slate-700">
        <ShieldCheck aria-hidden className="size-5 text-green-700" />
        On. Signing in asks for a code from your authenticator app after your password.
      </p>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => setTask('new-codes')} className="w-full sm:w-auto">
          New recovery codes
        </Button>
        <Button variant="ghost" onClick={() => setTask('turn-off')} className="w-full sm:w-auto">
          Turn off
        </Button>
      </div>
    </div>
  );
}
