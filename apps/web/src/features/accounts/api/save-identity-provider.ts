import type { IdentityProviderInput, IdentityProviderSetup } from '@topgear/shared/identity-provider';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authMethodsQueryKey } from './get-auth-methods';
import { identityProviderQueryKey } from './get-identity-provider';

export const saveIdentityProvider = (settings: IdentityProviderInput) =>
  api<IdentityProviderSetup>('/identity-provider', { method: 'PUT', body: settings });

export function useSaveIdentityProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIdentityProvider,
    onSuccess: (setup) => {
      queryClient.setQueryData(identityProviderQueryKey, setup);
      return queryClient.invalidateQueries({ queryKey: authMethodsQueryKey });
    },
  });
}
