import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { replaceSession } from './get-me';

export const signOut = () => api<void>('/auth/sign-out', { method: 'POST' });

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => replaceSession(queryClient, null),
  });
}
