import { userSearchSchema } from '@topgear/shared/users';
import { useSearchParams } from 'react-router';
import { RequireRole } from '@/app/require-role';
import { SearchBox } from '@/components/ui/search-box';
import { useCurrentUser } from '@/features/users/api/get-me';
import { UsersTable } from '@/features/users/components/users-table';

/** Manage users: everyone with their roles; the search lives in the address (`?q=`). */
export function Component() {
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  return (
    <RequireRole audience="admins">
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        <title>Manage Users · TopGear Perform</title>
        <div>
          <h1 className="text-2xl font-bold text-brand-900">Manage Users</h1>
          <p className="mt-1 text-slate-600">
            Give or take the admin and manager roles, or delete an account with everything in it.
          </p>
        </div>
        <SearchBox
          label="Search users"
          placeholder="A name or an email"
          query={q}
          onSearch={(words) => setParams(words === '' ? {} : { q: words })}
          schema={userSearchSchema}
        />
        <UsersTable q={q} meId={me.id} />
      </div>
    </RequireRole>
  );
}
