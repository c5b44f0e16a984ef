import type { SignUpModeAnswer } from '@topgear/shared/account-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const signUpModeQueryKey = ['sign-up-mode'] as const;

export const signUpModeQueryOptions = () =>
  queryOptions({
    queryKey: signUpModeQueryKey,
    queryFn: ({ signal }) => api<SignUpModeAnswer>('/sign-up-mode', { signal }),
  });

/** Who may sign up: fetched by the server's render of /signUp too, so the page arrives saying it. */
export const useSignUpMode = () => useQuery(signUpModeQueryOptions());
