import type { InvitationList, InvitationResults } from '@topgear/shared/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invitationsQueryKey } from './get-invitations';

export const sendInvitations = (list: InvitationList) =>
  api<InvitationResults>('/invitations', { method: 'POST', body: list });

/** Invites a pasted list; the pending invitations have changed. */
export function useSendInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvitations,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}
