import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResetLinkState } from '@topgear/shared/accounts';
import { api } from '@/lib/api-client';

/** Whether the reset link still works: `usable` is false when it is unknown, used or expired. */
export const checkResetLink = (token: string) =>
  api<ResetLinkState>('/auth/reset-password/check', { method: 'POST', body: { token } });

/**
 * Whether the link works, asked by the page's loader, on the server for its first render. The
 * rendered page is never kept: the check's address names no public content, so no answer that using
 * the link would change is served again.
 */
export const resetLinkCheckQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['reset-link', token],
    queryFn: () => checkResetLink(token).then(({ usable }) => usable),
    meta: { personal: true },
    enabled: token !== '',
  });

export const useResetLinkCheck = (token: string) => useQuery(resetLinkCheckQueryOptions(token));
