import type { SsoStart } from '@topgear/shared/identity-provider';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const startSso = () => api<SsoStart>('/auth/sign-in/sso', { method: 'POST' });

/** Starts single sign-on and sends the browser to the identity provider, which sends it back signed in. */
export function useStartSso() {
  return useMutation({
    mutationFn: startSso,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
