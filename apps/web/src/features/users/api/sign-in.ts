import type { TwoFactorChallenge } from '@topgear/shared/two-factor';
import type { Me, SignInInput } from '@topgear/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { replaceSession } from './get-me';

/** The signed-in person, or — with two-factor sign-in on — the code step still to come. */
export const signIn = (credentials: SignInInput) =>
  api<Me | TwoFactorChallenge>('/auth/sign-in/email', { method: 'POST', body: credentials });

export const isTwoFactorChallenge = (answer: Me | TwoFactorChallenge): answer is TwoFactorChallenge =>
  'twoFactorRequired' in answer;

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: (answer) => {
      if (!isTwoFactorChallenge(answer)) replaceSession(queryClient, answer);
    },
  });
}
