import {
  outstandingErrors,
  PEOPLE_FILE_COLUMNS,
  PEOPLE_FILE_HEADINGS,
  type PeopleImportAction,
  type PeopleImportRow,
} from '@topgear/shared/people-import';
import { clsx } from 'clsx';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Cell, DataTable, RowHeader } from '@/components/ui/data-table';

/** Rows a page: a 10,000-row file is read a page at a time, so the screen stays quick. */
const ROWS_PER_PAGE = 50;

const COLUMNS = ['Line', 'Action', ...PEOPLE_FILE_COLUMNS.map((column) => PEOPLE_FILE_HEADINGS[column]), 'Errors'];

const ACTION_LABELS: Record<PeopleImportAction, { label: string; className: string }> = {
  invite: { label: 'Invite', className: 'bg-sky-100 text-sky-900' },
  update: { label: 'Update', className: 'bg-amber-100 text-amber-900' },
  unchanged: { label: 'No change', className: 'bg-slate-100 text-slate-700' },
};

interface ImportPreviewTableProps {
  rows: readonly PeopleImportRow[];
  /** The new departments ticked to be created: their rows' department errors no longer count. */
  createDepartments: ReadonlySet<string>;
}

/** One row: its cells, an error's cell in red and a changed one in amber, and its errors in words. */
function PreviewRow({ row, createDepartments }: { row: PeopleImportRow; createDepartments: ReadonlySet<string> }) {
  const errors = outstandingErrors(row, createDepartments);
  const faulty = new Set(errors.map((error) => error.column));
  const created = row.errors.find((error) => error.unknownDepartment !== undefined && !errors.includes(error));
  const action = ACTION_LABELS[row.action];
  return (
    <tr className={clsx(errors.length > 0 && 'bg-red-50/50')}>
      <RowHeader>{row.line}</RowHeader>
      <Cell>
        <span className={clsx('inline-block rounded-full px-2 py-0.5 text-xs font-semibold', action.className)}>
          {action.label}
        </span>
      </Cell>
      {PEOPLE_FILE_COLUMNS.map((column) => (
        <Cell
          key={column}
          className={clsx(
            'break-words',
            faulty.has(column)
              ? 'bg-red-100 font-medium text-red-900'
              : row.changes.includes(column) && 'bg-amber-50 font-medium',
          )}
        >
          {row.values[column] || <span className="text-slate-400">—</span>}
        </Cell>
      ))}
      <Cell className="min-w-64">
        {errors.length === 0 && !created && <span className="text-slate-500">None</span>}
        <ul className="flex flex-col gap-1">
          {errors.map((error) => (
            <li key={`${error.column}:${error.message}`} className="text-red-800">
              {error.column && <span className="font-semibold">{PEOPLE_FILE_HEADINGS[error.column]}: </span>}
              {error.message}
            </li>
          ))}
          {created && <li className="text-slate-600">A new department, created with the import.</li>}
        </ul>
      </Cell>
    </tr>
  );
}

/**
 * Every row of the previewed file, a page at a time, optionally only those with errors: what
 * each would do, the cells in error, and the errors in words.
 */
export function ImportPreviewTable({ rows, createDepartments }: ImportPreviewTableProps) {
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [page, setPage] = useState(0);
  const withErrors = rows.filter((row) => outstandingErrors(row, createDepartments).length > 0);
  const shown = onlyErrors ? withErrors : rows;
  const pages = Math.max(1, Math.ceil(shown.length / ROWS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const first = current * ROWS_PER_PAGE;
  const visible = shown.slice(first, first + ROWS_PER_PAGE);

  return (
    <div className="flex flex-col gap-3">
      <label className="flex items-center gap-2 self-start text-sm text-slate-700">
        <input
          type="checkbox"
          checked={onlyErrors}
          onChange={(event) => {
            setOnlyErrors(event.target.checked);
            setPage(0);
          }}
          className="size-4 rounded border-slate-300 accent-brand-700"
        />
        Only rows with errors ({withErrors.length.toLocaleString('en')})
      </label>
      {visible.length === 0 ? (
        <p className="text-sm text-slate-600">No row has an error.</p>
      ) : (
        <DataTable label="Rows of the file" columns={COLUMNS} minWidth="min-w-[80rem]">
          {visible.map((row) => (
            <PreviewRow key={row.line} row={row} createDepartments={createDepartments} />
          ))}
        </DataTable>
      )}
      {pages > 1 && (
        <nav aria-label="Pages of rows" className="flex flex-wrap items-center gap-3">
          <Button variant="secondary" disabled={current === 0} onClick={() => setPage(current - 1)}>
            Previous
          </Button>
          <p className="text-sm text-slate-700" aria-live="polite">
            Rows {(first + 1).toLocaleString('en')}–{(first + visible.length).toLocaleString('en')} of{' '}
            {shown.length.toLocaleString('en')}
          </p>
          <Button variant="secondary" disabled={current === pages - 1} onClick={() => setPage(current + 1)}>
            Next
          </Button>
        </nav>
      )}
    </div>
  );
}
