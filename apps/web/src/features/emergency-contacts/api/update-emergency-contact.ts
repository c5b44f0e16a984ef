import type { EmergencyContact, EmergencyContactInput } from '@topgear/shared/emergency-contacts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { emergencyContactsQueryKey } from './get-emergency-contacts';

export const updateEmergencyContact = ({ id, contact }: { id: string; contact: EmergencyContactInput }) =>
  api<EmergencyContact>(`/emergency-contacts/${encodeURIComponent(id)}`, { method: 'PUT', body: contact });

export function useUpdateEmergencyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmergencyContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emergencyContactsQueryKey }),
  });
}
