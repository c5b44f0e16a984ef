import type { RecoveryCodes, TwoFactorConfirmationInput } from '@topgear/shared/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionsQueryKey } from './get-sessions';

/** Turns two-factor sign-in on; the answer holds the recovery codes, shown this once. */
export const confirmTwoFactor = (input: TwoFactorConfirmationInput) =>
  api<RecoveryCodes>('/account/two-factor/confirm', { method: 'POST', body: input });

/** This device's session is replaced by a new one: the sessions list is stale. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
