import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authMethodsQueryKey } from './get-auth-methods';
import { identityProviderQueryKey } from './get-identity-provider';

export const removeIdentityProvider = () => api<void>('/identity-provider', { method: 'DELETE' });

export function useRemoveIdentityProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeIdentityProvider,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: identityProviderQueryKey }),
        queryClient.invalidateQueries({ queryKey: authMethodsQueryKey }),
      ]),
  });
}
