import type { PasswordResetAnswer, PasswordResetRequest } from '@topgear/shared/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Asks for a reset link; the answer is the same whether or not an account uses the address. */
export const requestPasswordReset = (request: PasswordResetRequest) =>
  api<PasswordResetAnswer>('/auth/forgot-password', { method: 'POST', body: request });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
