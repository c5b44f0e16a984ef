import { CONTACT_PHONES } from '@topgear/shared/emergency-contacts';
import { Cell, DataTable, RowHeader } from '@/components/ui/data-table';
import { PagedList } from '@/components/ui/paged-list';
import { ScreenHeading } from '@/components/ui/screen-heading';
import { useEveryonesContacts } from '../api/get-everyones-contacts';
import { PhoneLink } from '@/components/ui/phone-link';

const COLUMNS = ['Employee', 'Contact', 'Relationship', 'Phones', 'Email', 'Address'] as const;

/** The administrators' page of every person's emergency contacts, with whose each one is. */
export function EveryonesContacts() {
  const contacts = useEveryonesContacts();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <title>Emergency contacts of all users · TopGear Perform</title>
      <ScreenHeading title="Emergency contacts of all users">
        Who to call for each person, newest first. Only administrators see this page.
      </ScreenHeading>
      <PagedList
        query={contacts}
        noun="emergency contacts"
        loadingText="Loading..."
        empty="Nobody has saved an emergency contact yet."
      >
        {(items) => (
          <DataTable label="Emergency contacts" columns={COLUMNS} minWidth="min-w-[64rem]">
            {items.map((contact) => (
              <tr key={contact.id}>
                <RowHeader>
                  {contact.owner.name}
                  <span className="block break-all text-xs font-normal text-slate-600">{contact.owner.email}</span>
                </RowHeader>
                <Cell>{contact.name}</Cell>
                <Cell>{contact.relationship}</Cell>
                <Cell>
                  <ul>
                    {CONTACT_PHONES.filter(({ field }) => contact[field] !== '').map(({ field, label }) => (
                      <li key={field} className="whitespace-nowrap">
                        {label}: <PhoneLink phone={contact[field]} />
                      </li>
                    ))}
                  </ul>
                </Cell>
                <Cell className="break-all">{contact.email}</Cell>
                <Cell>{contact.address}</Cell>
              </tr>
            ))}
          </DataTable>
        )}
      </PagedList>
    </div>
  );
}
