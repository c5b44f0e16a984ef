import type { Me, SignInInput } from '@topgear/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { replaceSession } from './get-me';

export const signIn = (credentials: SignInInput) =>
  api<Me>('/auth/sign-in/email', { method: 'POST', body: credentials });

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (me) => replaceSession(queryClient, me),
  });
}
