import { type ManagedUser, USER_ADMIN_MESSAGES } from '@topgear/shared/users';
import { RemoveButton } from '@/components/ui/remove-button';
import { useDeleteUser } from '../api/delete-user';
import { ReportsMove } from './reports-move';

/** 'Delete User' behind a confirmation that says what goes with the account, and who of their reports moves where. */
export function DeleteUserButton({ user }: { user: ManagedUser }) {
  const deletion = useDeleteUser();
  return (
    <RemoveButton
      label="Delete User"
      itemName={user.fullName}
      title={`Delete ${user.fullName}?`}
      description="Their account and everything in it (tasks, goals, days off, notes, files and reviews) are deleted, and they are signed out everywhere. This cannot be undone."
      details={<ReportsMove id={user.id} name={user.fullName} />}
      mutation={deletion}
      variables={user.id}
      removed={USER_ADMIN_MESSAGES.deleted}
    />
  );
}
