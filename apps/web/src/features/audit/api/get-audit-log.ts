import type { AuditEntry } from '@topgear/shared/audit';
import { useInfiniteQuery } from '@tanstack/react-query';
import { pagedListOptions } from '@/lib/paged-list';

export const auditLogQueryKey = ['audit-log'] as const;

/** What administrators and managers did, newest first, a page at a time. */
export const useAuditLog = () =>
  useInfiniteQuery(pagedListOptions<AuditEntry>(auditLogQueryKey, '/audit-log', { pageSize: 25 }));
