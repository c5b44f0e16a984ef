import type { PasswordChangeInput } from '@topgear/shared/my-account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

export const changePassword = (change: PasswordChangeInput) =>
  api<undefined>('/account/password', { method: 'POST', body: change });

/** Every other session ends, and this device's is a new one: the sessions list is stale. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
