import { RequireRole } from '@/app/require-role';
import { EveryonesContacts } from '@/features/emergency-contacts/components/everyones-contacts';

export function Component() {
  return (
    <RequireRole audience="admins">
      <EveryonesContacts />
    </RequireRole>
  );
}
