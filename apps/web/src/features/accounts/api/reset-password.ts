import type { PasswordResetAnswer, PasswordResetInput } from '@topgear/shared/accounts';
import { RESET_LINK_INVALID } from '@topgear/shared/password-reset';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** Sets the new password with the link's token; every session of the person ends. */
export const resetPassword = (input: PasswordResetInput) =>
  api<PasswordResetAnswer>('/auth/reset-password', { method: 'POST', body: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });

/** Whether a failure means the link itself is no good: unknown, used, expired or malformed. */
export const isDeadLink = (error: unknown) =>
  error instanceof ApiError && (error.code === RESET_LINK_INVALID || 'token' in error.fields);
