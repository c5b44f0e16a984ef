import { type ManagedUser, USER_ADMIN_MESSAGES } from '@topgear/shared/users';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { errorMessage } from '@/lib/api-client';
import { useChangeDeactivation } from '../api/change-deactivation';

/**
 * 'Deactivate' for an active account, behind a confirmation that says what happens (and what
 * stays); 'Reactivate' for a deactivated one.
 */
export function DeactivationButton({ user }: { user: ManagedUser }) {
  const change = useChangeDeactivation();
  const person = <span className="sr-only">: {user.fullName}</span>;

  if (user.deactivatedAt !== null) {
    return (
      <Button
        variant="secondary"
        className="whitespace-nowrap px-3 py-1.5"
        loading={change.isPending}
        onClick={() =>
          // From the promise, not `mutate`'s callbacks, which never run if the row unmounts first.
          void change.mutateAsync({ id: user.id, deactivated: false }).then(
            () => toast.success(USER_ADMIN_MESSAGES.reactivated),
            (error: unknown) => toast.error(errorMessage(error)),
          )
        }
      >
        Reactivate
        {person}
      </Button>
    );
  }
  return (
    <ConfirmButton
      title={`Deactivate ${user.fullName}?`}
      description={`${user.fullName} is signed out everywhere and cannot sign in until reactivated. Their work, posts and history stay.`}
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
