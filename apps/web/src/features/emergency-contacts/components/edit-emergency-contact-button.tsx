import type { EmergencyContact } from '@topgear/shared/emergency-contacts';
import { toast } from '@/lib/toast';
import { EditDialogButton } from '@/components/ui/edit-dialog-button';
import { useUpdateEmergencyContact } from '../api/update-emergency-contact';
import { EMERGENCY_CONTACT_TEXTS } from '../texts';
import { EmergencyContactForm } from './emergency-contact-form';

/** The contact's form fields, without its id and times. */
const formValuesOf = ({ id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields }: EmergencyContact) => fields;

/** Edit, in a modal dialog holding the same form as adding. */
export function EditEmergencyContactButton({ contact }: { contact: EmergencyContact }) {
  const update = useUpdateEmergencyContact();
  return (
    <EditDialogButton itemName={contact.name} title="Edit emergency contact" mutation={update} variant="ghost">
      {(close) => (
        <EmergencyContactForm
          defaultValues={formValuesOf(contact)}
          submitLabel="Save changes"
          pending={update.isPending}
          error={update.error}
          onCancel={close}
          onSubmit={(changes) =>
            update.mutate(
              { id: contact.id, contact: changes },
              {
                onSuccess: () => {
                  toast.success(EMERGENCY_CONTACT_TEXTS.updated);
                  close();
                },
              },
            )
          }
        />
      )}
    </EditDialogButton>
  );
}
