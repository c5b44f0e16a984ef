import { useQuery } from '@tanstack/react-query';
import type { ResetLinkState } from '@topgear/shared/accounts';
import { api } from '@/lib/api-client';

/** Whether the reset link still works: `usable` is false when it is unknown, used or expired. */
export const checkResetLink = (token: string) =>
  api<ResetLinkState>('/auth/reset-password/check', { method: 'POST', body: { token } });

/**
 * Whether the link works, asked once the page is in the browser: personal, so the server's render
 * (kept per address) never asks, and never holds an answer that using the link would change.
 */
export const useResetLinkCheck = (token: string) =>
  useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => checkResetLink(token).then(({ usable }) => usable),
    meta: { personal: true },
    enabled: token !== '',
  });
