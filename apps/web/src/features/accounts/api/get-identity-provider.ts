import type { IdentityProviderSetup } from '@topgear/shared/identity-provider';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const identityProviderQueryKey = ['identity-provider'] as const;

export const identityProviderQueryOptions = () =>
  queryOptions({
    queryKey: identityProviderQueryKey,
    queryFn: ({ signal }) => api<IdentityProviderSetup>('/identity-provider', { signal }),
  });

/** Administrators: the identity provider (never its secret) and the redirect URL to register with it. */
export const useIdentityProvider = () => useQuery(identityProviderQueryOptions());
