import type { RecoverySignInInput, TwoFactorSignInInput } from '@topgear/shared/two-factor';
import type { Me } from '@topgear/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { replaceSession } from './get-me';

/** The second step of signing in: a code from the authenticator app, or one of the recovery codes. */
export type SecondStep =
  { kind: 'code'; input: TwoFactorSignInInput } | { kind: 'recovery'; input: RecoverySignInInput };

export const verifyTwoFactor = ({ kind, input }: SecondStep) =>
  api<Me>(kind === 'code' ? '/auth/two-factor/verify' : '/auth/two-factor/recovery', { method: 'POST', body: input });

export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyTwoFactor,
    onSuccess: (me) => replaceSession(queryClient, me),
  });
}
