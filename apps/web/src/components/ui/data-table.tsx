import type { ReactNode } from 'react';
import { clsx } from 'clsx';

interface DataTableProps {
  /** Names the table's region for assistive technology ('Users', 'Scheduled demos'). */
  label: string;
  columns: readonly string[];
  /** The narrowest the table may get before it scrolls, as a Tailwind class ('min-w-[56rem]'). */
  minWidth: string;
  /** The body's rows. */
  children: ReactNode;
}

/**
 * A table of records with a header row. On a narrow screen it scrolls sideways inside its own
 * frame, which takes the keyboard's arrows too, never the whole page; the frame is `relative` so
 * that visually hidden text inside it cannot stretch the page either.
 */
export function DataTable({ label, columns, minWidth, children }: DataTableProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative min-w-0 overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-200"
    >
      <table className={clsx('w-full text-left text-sm', minWidth)}>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}

/** A row's first cell, naming the row. */
export const RowHeader = ({ children }: { children: ReactNode }) => (
  <th scope="row" className="px-4 py-3 font-medium text-brand-900">
    {children}
  </th>
);

/** Any other cell. */
export const Cell = ({ children, className }: { children: ReactNode; className?: string }) => (
  <td className={clsx('px-4 py-3 text-slate-700', className)}>{children}</td>
);
