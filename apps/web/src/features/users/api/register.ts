import type { Me, Registration } from '@topgear/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { replaceSession } from './get-me';

export const register = (registration: Registration) => api<Me>('/users', { method: 'POST', body: registration });

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (me) => replaceSession(queryClient, me),
  });
}
