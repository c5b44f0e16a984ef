import type { EmergencyContact, EmergencyContactInput } from '@topgear/shared/emergency-contacts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { emergencyContactsQueryKey } from './get-emergency-contacts';

export const createEmergencyContact = (contact: EmergencyContactInput) =>
  api<EmergencyContact>('/emergency-contacts', { method: 'POST', body: contact });

export function useCreateEmergencyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEmergencyContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emergencyContactsQueryKey }),
  });
}
