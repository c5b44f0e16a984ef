import type { PasswordConfirmationInput, RecoveryCodes } from '@topgear/shared/two-factor';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Ten new recovery codes; the old ones stop working. */
export const replaceRecoveryCodes = (input: PasswordConfirmationInput) =>
  api<RecoveryCodes>('/account/two-factor/recovery-codes', { method: 'POST', body: input });

export const useReplaceRecoveryCodes = () => useMutation({ mutationFn: replaceRecoveryCodes });
