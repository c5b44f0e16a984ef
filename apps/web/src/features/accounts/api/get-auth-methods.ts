import type { AuthMethods } from '@topgear/shared/identity-provider';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const authMethodsQueryKey = ['auth-methods'] as const;

/** What the login page offers: the same for every visitor, so the server's render of /login fetches it. */
export const authMethodsQueryOptions = () =>
  queryOptions({
    queryKey: authMethodsQueryKey,
    queryFn: ({ signal }) => api<AuthMethods>('/auth/methods', { signal }),
  });

export const useAuthMethods = () => useQuery(authMethodsQueryOptions());
