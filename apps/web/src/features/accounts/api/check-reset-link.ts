import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Resolves when the reset link still works; a 410 `ApiError` when it is unknown, used or expired. */
export const checkResetLink = (token: string) =>
  api<undefined>('/auth/reset-password/check', { method: 'POST', body: { token } });

/**
 * Whether the link works, asked once the page is in the browser: personal, so the server's render
 * (kept per address) never asks, and never holds an answer that using the link would change.
 */
export const useResetLinkCheck = (token: string) =>
  useQuery({
    queryKey: ['reset-link', token],
    queryFn: () => checkResetLink(token).then(() => true),
    meta: { personal: true },
    enabled: token !== '',
  });
