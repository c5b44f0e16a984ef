import { type ManagedUser, USER_ADMIN_MESSAGES } from '@topgear/shared/users';
import { toast } from '@/lib/toast';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { MutationButton } from '@/components/ui/mutation-button';
import { useChangeDeactivation } from '../api/change-deactivation';
import { ReportsMove } from './reports-move';

/**
 * 'Deactivate' for an active account, behind a confirmation that says what happens (and what
 * stays), and who of their reports moves to which manager; 'Reactivate' for a deactivated one.
 */
export function DeactivationButton({ user }: { user: ManagedUser }) {
  const change = useChangeDeactivation();
  const person = <span className="sr-only">: {user.fullName}</span>;

  if (user.deactivatedAt !== null) {
    return (
      <MutationButton
        mutation={change}
        variables={{ id: user.id, deactivated: false }}
        succeeded={USER_ADMIN_MESSAGES.reactivated}
      >
        Reactivate
        {person}
      </MutationButton>
    );
  }
  return (
    <ConfirmButton
      title={`Deactivate ${user.fullName}?`}
      description={`${user.fullName} is signed out everywhere and cannot sign in until reactivated. Their work, posts and history stay.`}
      details={<ReportsMove id={user.id} name={user.fullName} />}
      confirmLabel="Deactivate"
      mutation={change}
      variables={{ id: user.id, deactivated: true }}
      onSuccess={() => toast.success(USER_ADMIN_MESSAGES.deactivated)}
    >
      <span className="whitespace-nowrap">Deactivate</span>
      {person}
    </ConfirmButton>
  );
}
