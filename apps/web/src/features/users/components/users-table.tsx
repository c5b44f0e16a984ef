import type { ManagedUser } from '@topgear/shared/users';
import { Avatar } from '@/components/ui/avatar';
import { Cell, DataTable, RowHeader } from '@/components/ui/data-table';
import { PagedList } from '@/components/ui/paged-list';
import { useUsers } from '../api/get-users';
import { DeactivationButton } from './deactivation-button';
import { DeleteUserButton } from './delete-user-button';
import { RoleButton } from './role-button';
import { SendPasswordResetButton } from './send-password-reset-button';
import { SignOutEverywhereButton } from './sign-out-everywhere-button';
import { TwoFactorCell } from './two-factor-cell';

const COLUMNS = [
  'Name',
  'Company',
  'Role',
  'Email',
  'Make Admin',
  'Make Manager',
  'Password',
  'Two-factor',
  'Sign Out',
  'Deactivate',
  'Delete User',
] as const;

/** What an administrator does to a whole account is not for their own: the row says 'You'. */
const You = () => <span className="text-sm text-slate-600">You</span>;

/** The person's job title, and the roles that give them more than an employee's rights. */
function RoleCell({ user }: { user: ManagedUser }) {
  const roles = [user.isAdmin ? ['Admin'] : [], user.isManager ? ['Manager'] : []].flat();
  return (
    <>
      <span className="block">{user.jobRole ?? '—'}</span>
      {roles.map((role) => (
        <span
          key={role}
          className="mr-1 mt-1 inline-block rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800"
        >
          {role}
        </span>
      ))}
    </>
  );
}

/** The manage users table, a page at a time. */
export function UsersTable({ q, meId }: { q: string; meId: string }) {
  const users = useUsers(q);
  return (
    <PagedList
      query={users}
      noun="users"
      loadingText="Loading..."
      empty={q === '' ? 'Nobody has an account yet.' : `Nobody's name or email contains “${q}”.`}
    >
      {(items) => (
        <DataTable label="Users" columns={COLUMNS} minWidth="min-w-[92rem]">
          {items.map((user) => (
            <tr key={user.id}>
              <RowHeader>
                <span className="flex items-center gap-2">
                  <Avatar name={user.fullName} image={user.image} className="size-8 text-xs" />
                  {user.fullName}
                  {user.deactivatedAt !== null && (
                    <span className="inline-block rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                      Deactivated
                    </span>
                  )}
                </span>
              </RowHeader>
              <Cell>{user.company ?? '—'}</Cell>
              <Cell>
                <RoleCell user={user} />
              </Cell>
              <Cell className="break-all">{user.email}</Cell>
              <Cell>
                <RoleButton user={user} role="admin" meId={meId} />
              </Cell>
              <Cell>
                <RoleButton user={user} role="manager" meId={meId} />
              </Cell>
              <Cell>
                <SendPasswordResetButton user={user} />
              </Cell>
              <Cell>
                <TwoFactorCell user={user} meId={meId} />
              </Cell>
              <Cell>{user.id === meId ? <You /> : <SignOutEverywhereButton user={user} />}</Cell>
              <Cell>{user.id === meId ? <You /> : <DeactivationButton user={user} />}</Cell>
              <Cell>{user.id === meId ? <You /> : <DeleteUserButton user={user} />}</Cell>
            </tr>
          ))}
        </DataTable>
      )}
    </PagedList>
  );
}
