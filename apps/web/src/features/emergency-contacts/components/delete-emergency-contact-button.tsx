import type { EmergencyContact } from '@topgear/shared/emergency-contacts';
import Trash2 from 'lucide-react/icons/trash-2';
import { toast } from '@/lib/toast';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useDeleteEmergencyContact } from '../api/delete-emergency-contact';
import { EMERGENCY_CONTACT_TEXTS } from '../texts';

/** The card's delete icon: asks first, and says 'Successfully deleted!' only once the server has deleted it. */
export function DeleteEmergencyContactButton({ contact }: { contact: EmergencyContact }) {
  const deletion = useDeleteEmergencyContact();
  return (
    <ConfirmButton
      title={EMERGENCY_CONTACT_TEXTS.confirmDelete}
      description={`“${contact.name}” will be removed from your emergency contacts.`}
      confirmLabel="Delete"
      mutation={deletion}
      variables={contact.id}
      onSuccess={() => toast.success(EMERGENCY_CONTACT_TEXTS.deleted)}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      Delete <span className="sr-only">{contact.name}</span>
    </ConfirmButton>
  );
}
