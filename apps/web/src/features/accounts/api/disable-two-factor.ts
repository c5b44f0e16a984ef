import type { PasswordConfirmationInput } from '@topgear/shared/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

export const disableTwoFactor = (input: PasswordConfirmationInput) =>
  api<undefined>('/account/two-factor/disable', { method: 'POST', body: input });

/** This device's session is replaced by a new one: the sessions list is stale. */
export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
