import { Cell, DataTable, RowHeader } from '@/components/ui/data-table';
import { PagedList } from '@/components/ui/paged-list';
import { formatMoment } from '@/lib/dates';
import { useAuditLog } from '../api/get-audit-log';

const COLUMNS = ['When', 'Who', 'What'] as const;

/** Everything administrators and managers did, newest first, 'Load more' for older entries. */
export function AuditLogTable() {
  const log = useAuditLog();
  return (
    <PagedList query={log} noun="audit log" loadingText="Loading..." empty="Nothing has been recorded yet.">
      {(entries) => (
        <DataTable label="Audit log" columns={COLUMNS} minWidth="min-w-[40rem]">
          {entries.map((entry) => (
            <tr key={entry.id}>
              <RowHeader>
                <time dateTime={entry.createdAt} className="whitespace-nowrap font-normal">
                  {formatMoment(entry.createdAt)}
                </time>
              </RowHeader>
              <Cell className="whitespace-nowrap font-medium">{entry.actorName}</Cell>
              <Cell className="break-words">{entry.summary}</Cell>
            </tr>
          ))}
        </DataTable>
      )}
    </PagedList>
  );
}
