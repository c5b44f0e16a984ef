import { toast } from '@/lib/toast';
import { useCreateEmergencyContact } from '../api/create-emergency-contact';
import { EMERGENCY_CONTACT_TEXTS } from '../texts';
import { EmergencyContactForm, emptyEmergencyContact } from './emergency-contact-form';

/** Adds a contact; the form empties only once the server has it, so a failure keeps what was typed. */
export function AddEmergencyContactForm() {
  const creation = useCreateEmergencyContact();
  return (
    <EmergencyContactForm
      defaultValues={emptyEmergencyContact}
      submitLabel="Save contact"
      pending={creation.isPending}
      error={creation.error}
      onSubmit={(contact, form) =>
        creation.mutate(contact, {
          onSuccess: () => {
            toast.success(EMERGENCY_CONTACT_TEXTS.saved);
            form.reset();
          },
        })
      }
    />
  );
}
