import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { emergencyContactsQueryKey } from './get-emergency-contacts';

export const deleteEmergencyContact = (id: string) =>
  api<undefined>(`/emergency-contacts/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteEmergencyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmergencyContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: emergencyContactsQueryKey }),
  });
}
