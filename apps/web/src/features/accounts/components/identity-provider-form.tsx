import {
  identityProviderInputSchema,
  type IdentityProvider,
  type IdentityProviderInput,
} from '@topgear/shared/identity-provider';
import { IDENTITY_PROVIDER_MESSAGES } from '@topgear/shared/sso';
import { Form, FormFailure } from '@/components/ui/form';
import { FormActions } from '@/components/ui/form-actions';
import { FormCheckbox, FormInput, FormRadioGroup } from '@/components/ui/form-fields';
import { toast } from '@/lib/toast';
import { useSaveIdentityProvider } from '../api/save-identity-provider';

const PASSWORD_POLICIES = [
  { value: 'everyone', label: 'Everyone may also use a password' },
  { value: 'admins', label: 'Only administrators may use a password' },
];

const blank: IdentityProviderInput = {
  displayName: '',
  issuer: '',
  clientId: '',
  clientSecret: '',
  allowedDomains: '',
  passwordSignIn: 'everyone',
  enabled: true,
};

/** What the form starts with: the stored settings, the domains as one line, and never a secret. */
function valuesOf(provider: IdentityProvider | null): IdentityProviderInput {
  if (!provider) return blank;
  const { displayName, issuer, clientId, allowedDomains, passwordSignIn, enabled } = provider;
  return {
    displayName,
    issuer,
    clientId,
    clientSecret: '',
    allowedDomains: allowedDomains.join(', '),
    passwordSignIn,
    enabled,
  };
}

/**
 * Sets up or changes the company's identity provider. The server checks the issuer's discovery
 * document before saving; the secret, once saved, is never shown again, and a blank one keeps it.
 */
export function IdentityProviderForm({ provider }: { provider: IdentityProvider | null }) {
  const saving = useSaveIdentityProvider();
  return (
    <Form
      schema={identityProviderInputSchema}
      options={{ defaultValues: valuesOf(provider) }}
      error={saving.error}
      onSubmit={(settings) =>
        saving.mutate(settings, { onSuccess: () => toast.success(IDENTITY_PROVIDER_MESSAGES.saved) })
      }
      className="flex flex-col gap-4"
    >
      <FormInput name="displayName" label="Name on the login button" placeholder="Acme Login" autoComplete="off" />
      <FormInput
        name="issuer"
        label="Issuer URL"
        type="url"
        placeholder="https://login.acme.com"
        autoComplete="off"
        spellCheck={false}
      />
      <FormInput name="clientId" label="Client ID" autoComplete="off" spellCheck={false} />
      <FormInput
        name="clientSecret"
        label="Client secret"
        type="password"
        autoComplete="new-password"
        placeholder={provider ? 'Saved: leave blank to keep it' : undefined}
      />
      <FormInput
        name="allowedDomains"
        label="Allowed email domains"
        placeholder="acme.com, acme.co.uk"
        autoComplete="off"
        spellCheck={false}
      />
      <FormRadioGroup
        name="passwordSignIn"
        legend="Password sign-in"
        options={PASSWORD_POLICIES}
        columns="grid-cols-1 sm:grid-cols-2"
      />
      <FormCheckbox name="enabled" label="Offer single sign-on on the login page" />
      <FormFailure />
      <FormActions submitLabel="Save" pending={saving.isPending} />
    </Form>
  );
}
