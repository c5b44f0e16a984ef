import type { PasswordResetAnswer } from '@topgear/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Mails the person a password reset link, as if they had asked for it on /forgot-password. */
export const sendPasswordReset = (id: string) =>
  api<PasswordResetAnswer>(`/users/${encodeURIComponent(id)}/password-reset`, { method: 'POST' });

export const useSendPasswordReset = () => useMutation({ mutationFn: sendPasswordReset });
