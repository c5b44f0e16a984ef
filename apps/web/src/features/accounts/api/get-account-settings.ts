import type { AccountSettings } from '@topgear/shared/account-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const accountSettingsQueryKey = ['account-settings'] as const;

export const accountSettingsQueryOptions = () =>
  queryOptions({
    queryKey: accountSettingsQueryKey,
    queryFn: ({ signal }) => api<AccountSettings>('/account-settings', { signal }),
  });

/** The company's account settings, as administrators see and change them. */
export const useAccountSettings = () => useQuery(accountSettingsQueryOptions());
