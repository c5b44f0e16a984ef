import { type ManagedUser, USER_ADMIN_MESSAGES } from '@topgear/shared/users';
import { Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useDeleteUser } from '../api/delete-user';

/** 'Delete User' behind a confirmation that says what goes with the account. */
export function DeleteUserButton({ user }: { user: ManagedUser }) {
  const deletion = useDeleteUser();
  return (
    <ConfirmButton
      title={`Delete ${user.fullName}?`}
      description="Their account and everything in it (tasks, goals, days off, notes, files and reviews) are deleted, and they are signed out everywhere. This cannot be undone."
      confirmLabel="Delete User"
      mutation={deletion}
      variables={user.id}
      onSuccess={() => toast.success(USER_ADMIN_MESSAGES.deleted)}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      <span className="whitespace-nowrap">Delete User</span>
      <span className="sr-only">: {user.fullName}</span>
    </ConfirmButton>
  );
}
