import { type ManagedUser, type Role, USER_ADMIN_MESSAGES } from '@topgear/shared/users';
import { toast } from '@/lib/toast';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { MutationButton } from '@/components/ui/mutation-button';
import { useChangeRole } from '../api/change-role';

const texts = {
  admin: {
    label: 'Admin',
    make: 'Make Admin',
    made: USER_ADMIN_MESSAGES.adminMade,
    removed: USER_ADMIN_MESSAGES.adminRemoved,
  },
  manager: {
    label: 'Manager',
    make: 'Make Manager',
    made: USER_ADMIN_MESSAGES.managerMade,
    removed: USER_ADMIN_MESSAGES.managerRemoved,
  },
} as const;

const holds = (user: ManagedUser, role: Role) => (role === 'admin' ? user.isAdmin : user.isManager);

interface RoleButtonProps {
  user: ManagedUser;
  role: Role;
  /** The administrator looking: nobody removes their own admin role. */
  meId: string;
}

/**
 * 'Make Admin' or 'Make Manager' for someone without the role; for someone with it, the button
 * that takes it away, behind a confirmation. The server's answer decides the toast: the spec's
 * 'Failed to make an admin' when the person held the role already (another admin was quicker).
 */
export function RoleButton({ user, role, meId }: RoleButtonProps) {
  const change = useChangeRole();
  const { label, make, made, removed } = texts[role];
  const person = <span className="sr-only">: {user.fullName}</span>;

  if (!holds(user, role)) {
    return (
      <MutationButton mutation={change} variables={{ id: user.id, role, held: true }} succeeded={made}>
        {make}
        {person}
      </MutationButton>
    );
  }
  if (role === 'admin' && user.id === meId) return <span className="text-sm text-slate-600">You</span>;
  return (
    <ConfirmButton
      title={`Remove ${user.fullName}'s ${label.toLowerCase()} role?`}
      description={`${user.fullName} loses what only ${label.toLowerCase()}s may do from their next request on.`}
      confirmLabel={`Remove ${label.toLowerCase()}`}
      mutation={change}
      variables={{ id: user.id, role, held: false }}
      onSuccess={() => toast.success(removed)}
    >
      <span className="whitespace-nowrap">Remove {label.toLowerCase()}</span>
      {person}
    </ConfirmButton>
  );
}
