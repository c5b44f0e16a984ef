import { accountSettingsSchema, type AccountSettings } from '@topgear/shared/account-settings';
import { SIGN_UP_MODE_LABELS, SIGN_UP_MODES, type SignUpMode } from '@topgear/shared/sign-up';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Form, FormFailure } from '@/components/ui/form';
import { FormRadioGroup } from '@/components/ui/form-fields';
import { QueryState } from '@/components/ui/query-state';
import { useChangeAccountSettings } from '../api/change-account-settings';
import { useAccountSettings } from '../api/get-account-settings';

const EXPLANATIONS: Record<SignUpMode, string> = {
  open: 'Anyone can create an account on the Sign Up page.',
  invitation: 'Only people you invite can create an account; the Sign Up page tells everyone else to ask you.',
};

const OPTIONS = SIGN_UP_MODES.map((mode) => ({
  value: mode,
  label: (
    <span className="flex flex-col">
      <span>{SIGN_UP_MODE_LABELS[mode]}</span>
      <span className="text-xs font-normal text-slate-600">{EXPLANATIONS[mode]}</span>
    </span>
  ),
}));

const signUpModeOnly = accountSettingsSchema.pick({ signUpMode: true });

function SignUpModeChoice({ current }: { current: AccountSettings }) {
  const change = useChangeAccountSettings();
  return (
    <Form
      schema={signUpModeOnly}
      options={{ defaultValues: { signUpMode: current.signUpMode } }}
      error={change.error}
      onSubmit={(values) =>
        change.mutate(values, {
          onSuccess: (saved) => toast.success(`Saved: ${SIGN_UP_MODE_LABELS[saved.signUpMode]}`),
        })
      }
      className="flex flex-col gap-4"
    >
      <FormRadioGroup
        name="signUpMode"
        legend="Who may sign up"
        options={OPTIONS}
        columns="grid-cols-1 sm:grid-cols-2"
      />
      <FormFailure />
      <Button type="submit" loading={change.isPending} className="self-start">
        Save
      </Button>
    </Form>
  );
}

/** 'Anyone may sign up' or 'By invitation only', as the company has it now. */
export function SignUpModeForm() {
  const settings = useAccountSettings();
  return (
    <QueryState query={settings} what="who may sign up">
      {(current) => <SignUpModeChoice current={current} />}
    </QueryState>
  );
}
