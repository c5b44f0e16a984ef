import { useState } from 'react';
import { INVITATION_MESSAGES, type PendingInvitation } from '@topgear/shared/invitations';
import { toast } from '@/lib/toast';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { Cell, DataTable, RowHeader } from '@/components/ui/data-table';
import { MutationButton } from '@/components/ui/mutation-button';
import { PagedList } from '@/components/ui/paged-list';
import { formatMoment } from '@/lib/dates';
import { usePendingInvitations } from '../api/get-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { useRevokeInvitation } from '../api/revoke-invitation';

const COLUMNS = ['Email', 'Invited by', 'Sent', 'Expires', 'Resend', 'Revoke'] as const;

function ResendButton({ invitation }: { invitation: PendingInvitation }) {
  const resend = useResendInvitation();
  return (
    <MutationButton mutation={resend} variables={invitation.id} succeeded={INVITATION_MESSAGES.resent}>
      Resend<span className="sr-only">: {invitation.email}</span>
    </MutationButton>
  );
}

function RevokeButton({ invitation }: { invitation: PendingInvitation }) {
  const revoke = useRevokeInvitation();
  return (
    <ConfirmButton
      title={`Revoke the invitation of ${invitation.email}?`}
      description="The link in their mail stops working. You can invite them again later."
      confirmLabel="Revoke invitation"
      mutation={revoke}
      variables={invitation.id}
      onSuccess={() => toast.success(INVITATION_MESSAGES.revoked)}
    >
      Revoke<span className="sr-only">: {invitation.email}</span>
    </ConfirmButton>
  );
}

/** The expiry, marked when it had passed as the list was opened: such an invitation can only be sent again. */
function Expiry({ expiresAt, now }: { expiresAt: string; now: number }) {
  if (new Date(expiresAt).getTime() > now) return formatMoment(expiresAt);
  return <span className="font-medium text-red-700">Expired {formatMoment(expiresAt)}</span>;
}

/** The invitations nobody has used yet, with Resend and Revoke. */
export function PendingInvitations() {
  const invitations = usePendingInvitations();
  const [openedAt] = useState(() => Date.now());
  return (
    <PagedList
      query={invitations}
      noun="invitations"
      loadingText="Loading..."
      empty="No invitation is waiting to be used."
    >
      {(items) => (
        <DataTable label="Pending invitations" columns={COLUMNS} minWidth="min-w-[52rem]">
          {items.map((invitation) => (
            <tr key={invitation.id}>
              <RowHeader>
                <span className="break-all">{invitation.email}</span>
              </RowHeader>
              <Cell>{invitation.invitedBy ?? 'A former administrator'}</Cell>
              <Cell className="whitespace-nowrap">{formatMoment(invitation.sentAt)}</Cell>
              <Cell className="whitespace-nowrap">
                <Expiry expiresAt={invitation.expiresAt} now={openedAt} />
              </Cell>
              <Cell>
                <ResendButton invitation={invitation} />
              </Cell>
              <Cell>
                <RevokeButton invitation={invitation} />
              </Cell>
            </tr>
          ))}
        </DataTable>
      )}
    </PagedList>
  );
}
