import { accountSettingsSchema, type AccountSettings } from '@topgear/shared/account-settings';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Form, FormFailure } from '@/components/ui/form';
import { FormCheckbox } from '@/components/ui/form-fields';
import { QueryState } from '@/components/ui/query-state';
import { useChangeAccountSettings } from '../api/change-account-settings';
import { useAccountSettings } from '../api/get-account-settings';

const requirementOnly = accountSettingsSchema.pick({ requireTwoFactorForStaff: true });

function RequirementChoice({ current }: { current: AccountSettings }) {
  const change = useChangeAccountSettings();
  return (
    <Form
      schema={requirementOnly}
      options={{ defaultValues: { requireTwoFactorForStaff: current.requireTwoFactorForStaff } }}
      error={change.error}
      onSubmit={(values) =>
        change.mutate(values, {
          onSuccess: (saved) =>
            toast.success(
              saved.requireTwoFactorForStaff
                ? 'Saved: admins and managers need two-factor sign-in'
                : 'Saved: two-factor sign-in is up to each person',
            ),
        })
      }
      className="flex flex-col gap-4"
    >
      <FormCheckbox
        name="requireTwoFactorForStaff"
        label={
          <span className="flex flex-col">
            <span className="font-medium">Require two-factor sign-in for admins and managers</span>
            <span className="text-xs text-slate-600">
              Those who sign in with a password and have not turned it on are taken to its set-up after signing in, and
              can use nothing else until it is done.
            </span>
          </span>
        }
      />
      <FormFailure />
      <Button type="submit" loading={change.isPending} className="self-start">
        Save
      </Button>
    </Form>
  );
}

/** Whether the company requires two-factor sign-in of its admins and managers. */
export function TwoFactorRequirementForm() {
  const settings = useAccountSettings();
  return (
    <QueryState query={settings} what="the two-factor setting">
      {(current) => <RequirementChoice current={current} />}
    </QueryState>
  );
}
