import { type ManagedUser, USER_ADMIN_MESSAGES } from '@topgear/shared/users';
import { toast } from '@/lib/toast';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

/** 'Sign out everywhere' behind a confirmation: every device of theirs is signed out. */
export function SignOutEverywhereButton({ user }: { user: ManagedUser }) {
  const signOut = useSignOutEverywhere();
  return (
    <ConfirmButton
      title={`Sign ${user.fullName} out everywhere?`}
      description={`Every browser and device where ${user.fullName} is signed in is signed out at once. They can sign in again.`}
      confirmLabel="Sign out everywhere"
      mutation={signOut}
      variables={user.id}
      onSuccess={() => toast.success(USER_ADMIN_MESSAGES.signedOutEverywhere)}
    >
      <span className="whitespace-nowrap">Sign out everywhere</span>
      <span className="sr-only">: {user.fullName}</span>
    </ConfirmButton>
  );
}
