import type { ReviewProgress } from '@topgear/shared/review-progress';
import { Cell, DataTable, RowHeader } from '@/components/ui/data-table';
import { completionText, hasReached } from '../progress-texts';

type DepartmentRow = ReviewProgress['departments'][number];

/** The columns the cycle's phases so far call for, each with how a department's row fills it. */
function columnsFor({ phase, overall }: ReviewProgress) {
  const columns: Array<[string, (row: DepartmentRow) => string]> = [];
  if (overall.nominations)
    columns.push(['Enough peers', (row) => (row.nominations ? completionText(row.nominations) : '—')]);
  if (hasReached(phase, 'writing')) columns.push(['Reviews submitted', (row) => completionText(row.writing)]);
  if (hasReached(phase, 'sharing')) {
    columns.push(['Results shared', (row) => completionText(row.shared)]);
    columns.push(['Acknowledged', (row) => completionText(row.acknowledged)]);
  }
  return columns;
}

/** The same numbers department by department, as the cycle froze each person's department. */
export function DepartmentTable({ progress }: { progress: ReviewProgress }) {
  const columns = columnsFor(progress);
  return (
    <DataTable
      label="Progress by department"
      columns={['Department', ...columns.map(([title]) => title)]}
      minWidth="min-w-[32rem]"
    >
      {progress.departments.map((row) => (
        <tr key={row.department?.id ?? 'none'}>
          <RowHeader>{row.department?.name ?? 'No department'}</RowHeader>
          {columns.map(([title, valueOf]) => (
            <Cell key={title}>{valueOf(row)}</Cell>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
