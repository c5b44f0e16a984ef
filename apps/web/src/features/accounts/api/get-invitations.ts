import type { PendingInvitation } from '@topgear/shared/invitations';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

export const invitationsQueryKey = ['invitations'] as const;

/** The invitations nobody has used yet, the newest first; 20 a page. */
export const usePendingInvitations = () =>
  useInfiniteQuery(pagedListOptions<PendingInvitation>(invitationsQueryKey, '/invitations', { pageSize: 20 }));
