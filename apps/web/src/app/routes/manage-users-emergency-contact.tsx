import { RequireAuth } from '@/app/require-auth';
import { RequireRole } from '@/app/require-role';
import { paths } from '@/config/paths';
import { page } from '@/app/page';
import { EveryonesContacts } from '@/features/emergency-contacts/components/everyones-contacts';

/** The public address of everyone's emergency contacts: administrators only, as in the dashboard. */
function Component() {
  return (
    <RequireAuth area={paths.manageUsersEmergencyContact.path}>
      <RequireRole audience="admins">
        <div className="px-4 py-10">
          <EveryonesContacts />
        </div>
      </RequireRole>
    </RequireAuth>
  );
}

export default page({ inSitemap: false, checkAt: false, Component });
