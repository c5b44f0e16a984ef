import type { EmailChanged } from '@topgear/shared/my-account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQueryKey } from './get-profile';

export const confirmEmailChange = (token: string) =>
  api<EmailChanged>('/account/email/confirm', { method: 'POST', body: { token } });

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
