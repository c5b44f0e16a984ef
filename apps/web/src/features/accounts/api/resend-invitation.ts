import type { PendingInvitation } from '@topgear/shared/invitations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invitationsQueryKey } from './get-invitations';

export const resendInvitation = (id: string) =>
  api<PendingInvitation>(`/invitations/${encodeURIComponent(id)}/resend`, { method: 'POST' });

/** Mails an invitation again with a new link; the list is refreshed either way, since it may have been stale. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitationsQueryKey }),
  });
}
