import { PagedList } from '@/components/ui/paged-list';
import { useEmergencyContacts } from '../api/get-emergency-contacts';
import { EMERGENCY_CONTACT_TEXTS } from '../texts';
import { EmergencyContactCard } from './emergency-contact-card';

/** The owner's saved contacts as cards, newest first, 'Loading...' until they arrive. */
export function EmergencyContactList() {
  const contacts = useEmergencyContacts();
  return (
    <PagedList
      query={contacts}
      noun="emergency contacts"
      loadingText="Loading..."
      align="start"
      empty={EMERGENCY_CONTACT_TEXTS.empty}
    >
      {(items) => (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          {items.map((contact) => (
            <li key={contact.id}>
              <EmergencyContactCard contact={contact} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
