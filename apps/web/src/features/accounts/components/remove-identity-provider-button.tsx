import Trash2 from 'lucide-react/icons/trash-2';
import { IDENTITY_PROVIDER_MESSAGES } from '@topgear/shared/sso';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { toast } from '@/lib/toast';
import { useRemoveIdentityProvider } from '../api/remove-identity-provider';

/** Removes single sign-on after a confirmation: everyone signs in with a password again. */
export function RemoveIdentityProviderButton({ name }: { name: string }) {
  const removal = useRemoveIdentityProvider();
  return (
    <ConfirmButton
      title="Remove single sign-on?"
      description={`The login page stops offering ${name}, and everyone signs in with their password again. Accounts stay as they are.`}
      confirmLabel="Remove"
      mutation={removal}
      variables={undefined}
      onSuccess={() => toast.success(IDENTITY_PROVIDER_MESSAGES.removed)}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      Remove single sign-on
    </ConfirmButton>
  );
}
