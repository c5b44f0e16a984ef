import { useId, useState } from 'react';
import { QueryState } from '@/components/ui/query-state';
import { mediumDate, monthLabel, toIsoMonth } from '@/lib/dates';
import { usePersonDaysOff } from '../api/get-person-days-off';
import { daysText } from '../texts';
import { LeaveStatusBadge } from './leave-status-badge';

/** On a person's page, for those who may read it: their pending and approved days off this month. */
export function PersonDaysOff({ personId, className }: { personId: string; className?: string }) {
  const [month] = useState(() => toIsoMonth(new Date()));
  const daysOff = usePersonDaysOff(personId, month);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="mb-4 text-lg font-bold text-brand-900">
        Days off in {monthLabel(month)}
      </h2>
      <QueryState query={daysOff} what="the days off">
        {(records) =>
          records.length === 0 ? (
            <p className="text-sm text-slate-600">No days off this month.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {records.map((record) => (
                <li
                  key={record.id}
                  className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border border-slate-200 px-3 py-2 text-sm"
                >
                  <span className="font-semibold text-brand-900">{record.type}</span>
                  <span className="text-slate-700">
                    {mediumDate(record.from)} – {mediumDate(record.to)}
                  </span>
                  <span className="text-slate-600">{daysText(record.days)}</span>
                  <LeaveStatusBadge status={record.status} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
