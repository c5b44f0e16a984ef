import type { InvitationLookup } from '@topgear/shared/invitations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: ({ signal }) => api<InvitationLookup>(`/invitations/token/${encodeURIComponent(token)}`, { signal }),
    // A used, expired or revoked link stays so: say it at once.
    retry: false,
    // Personal: the server's render never asks, so no page it keeps holds someone's address.
    meta: { personal: true },
  });

/** The address an invitation's link registers, or why the link no longer works (404, 410). */
export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));
