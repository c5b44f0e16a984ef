import { type ManagedUser, USER_ADMIN_MESSAGES } from '@topgear/shared/users';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { toast } from '@/lib/toast';
import { useResetTwoFactor } from '../api/reset-two-factor';

/**
 * Whether the person's sign-in asks for an authenticator code, and 'Turn off' for someone who lost
 * their phone and their recovery codes (their own is turned off on My account, with the password).
 */
export function TwoFactorCell({ user, meId }: { user: ManagedUser; meId: string }) {
  const reset = useResetTwoFactor();
  if (!user.twoFactorEnabled) return <span className="text-sm text-slate-600">Off</span>;
  if (user.id === meId) return <span className="text-sm text-slate-700">On</span>;
  return (
    <span className="flex items-center gap-2">
      <span className="text-sm text-slate-700">On</span>
      <ConfirmButton
        title={`Turn off two-factor sign-in for ${user.fullName}?`}
        description={`${user.fullName} will sign in with their password alone until they turn it on again on My account. Do this only once you are sure it is them asking.`}
        confirmLabel="Turn off"
        mutation={reset}
        variables={user.id}
        onSuccess={() => toast.success(USER_ADMIN_MESSAGES.twoFactorReset)}
      >
        <span className="whitespace-nowrap">Turn off</span>
        <span className="sr-only"> two-factor sign-in: {user.fullName}</span>
      </ConfirmButton>
    </span>
  );
}
