import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

export const endSession = (id: string) =>
  api<undefined>(`/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
