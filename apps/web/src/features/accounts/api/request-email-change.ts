import type { EmailChangeInput } from '@topgear/shared/my-account';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const requestEmailChange = (change: EmailChangeInput) =>
  api<{ newEmail: string }>('/account/email', { method: 'POST', body: change });

export const useRequestEmailChange = () => useMutation({ mutationFn: requestEmailChange });
