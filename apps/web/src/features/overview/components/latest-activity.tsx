import type { AuditEntry } from '@topgear/shared/audit';
import History from 'lucide-react/icons/history';
import { type ReactNode, useId } from 'react';
import { formatMoment } from '@/lib/dates';

interface LatestActivityProps {
  title: string;
  entries: AuditEntry[];
  /** Under the list: a way to the whole log, for those who may read it. */
  footer?: ReactNode;
}

/** The newest entries of the audit log: who did what, and when. */
export function LatestActivity({ title, entries, footer }: LatestActivityProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-bold text-brand-900">
        <History aria-hidden="true" className="size-5 text-brand-600" />
        {title}
      </h2>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">
          Nothing yet: role changes, feedback, approvals and content changes show here.
        </p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {entries.map((entry) => (
            <li
              key={entry.id}
              className="flex flex-col gap-0.5 py-2 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4"
            >
              <p className="break-words text-slate-800">
                <span className="font-semibold">{entry.actorName}</span>: {entry.summary}
              </p>
              <time dateTime={entry.createdAt} className="shrink-0 text-xs text-slate-600">
                {formatMoment(entry.createdAt)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {footer}
    </section>
  );
}
