import type { AccountSettings, AccountSettingsChange } from '@topgear/shared/account-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountSettingsQueryKey } from './get-account-settings';
import { signUpModeQueryKey } from './get-sign-up-mode';

export const changeAccountSettings = (change: AccountSettingsChange) =>
  api<AccountSettings>('/account-settings', { method: 'PATCH', body: change });

/** Changes settings; the answer is all of them, and what the sign-up page knows is stale. */
export function useChangeAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeAccountSettings,
    onSuccess: (settings) => {
      queryClient.setQueryData(accountSettingsQueryKey, settings);
      return queryClient.invalidateQueries({ queryKey: signUpModeQueryKey });
    },
  });
}
