import type { ManagedUser } from '@topgear/shared/users';
import { PagedList } from '@/components/ui/paged-list';
import { useUsers } from '../api/get-users';
import { DeleteUserButton } from './delete-user-button';
import { RoleButton } from './role-button';

const COLUMNS = ['Name', 'Company', 'Role', 'Email', 'Make Admin', 'Make Manager', 'Delete User'] as const;

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

/**
 * The manage users table, a page at a time. On a narrow screen the table scrolls sideways inside
 * its own frame (which takes the keyboard's arrows too), never the whole page.
 */
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
        <div
          role="region"
          aria-label="Users"
          tabIndex={0}
          className="relative min-w-0 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-200"
        >
          <table className="w-full min-w-[56rem] text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((user) => (
                <tr key={user.id}>
                  <th scope="row" className="px-4 py-3 font-medium text-brand-900">
                    {user.fullName}
                  </th>
                  <td className="px-4 py-3 text-slate-700">{user.company ?? '—'}</td>
                  <td className="px-4 py-3 text-slate-700">
                    <RoleCell user={user} />
                  </td>
                  <td className="break-all px-4 py-3 text-slate-700">{user.email}</td>
                  <td className="px-4 py-3">
                    <RoleButton user={user} role="admin" meId={meId} />
                  </td>
                  <td className="px-4 py-3">
                    <RoleButton user={user} role="manager" meId={meId} />
                  </td>
                  <td className="px-4 py-3">
                    {user.id === meId ? (
                      <span className="text-sm text-slate-600">You</span>
                    ) : (
                      <DeleteUserButton user={user} />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PagedList>
  );
}
