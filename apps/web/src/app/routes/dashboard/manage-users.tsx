import { userSearchSchema } from '@topgear/shared/users';
import { Link, useSearchParams } from 'react-router';
import { RequireRole } from '@/app/require-role';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { SearchBox } from '@/components/ui/search-box';
import { paths } from '@/config/paths';
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
        <ScreenHeading title="Manage Users">
          Give or take the admin and manager roles, sign someone out everywhere, deactivate an account or delete it with
          everything in it.
        </ScreenHeading>
        <Link
          to={paths.dashboard.signInSettings.getHref()}
          className="self-start text-sm font-medium text-brand-700 hover:underline"
        >
          Invite people, or choose who may sign up
        </Link>
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
