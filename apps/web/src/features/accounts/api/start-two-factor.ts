import type { PasswordConfirmationInput, TwoFactorSetup } from '@topgear/shared/two-factor';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A new authenticator secret and its QR code; nothing changes at sign-in until a code confirms it. */
export const startTwoFactor = (input: PasswordConfirmationInput) =>
  api<TwoFactorSetup>('/account/two-factor', { method: 'POST', body: input });

export const useStartTwoFactor = () => useMutation({ mutationFn: startTwoFactor });
