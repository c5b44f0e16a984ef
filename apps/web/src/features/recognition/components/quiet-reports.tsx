import type { CompanyValue } from '@topgear/shared/company-values';
import { QUIET_DAYS } from '@topgear/shared/recognition';
import { useId } from 'react';
import { PersonLink } from '@/components/person-link';
import { QueryState } from '@/components/ui/query-state';
import { formatMoment } from '@/lib/dates';
import { useQuietReports } from '../api/get-quiet-reports';
import { GivePraiseButton } from './give-praise-button';

interface QuietReportsProps {
  myId: string;
  /** The company's values, for the praise given from here. */
  values: readonly CompanyValue[];
  className?: string;
}

/**
 * For someone with reports: who among them nobody praised in the last 60 days, never praised first,
 * each with a way to praise them at once. No ranking of who was praised most.
 */
export function QuietReports({ myId, values, className }: QuietReportsProps) {
  const reports = useQuietReports();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="text-lg font-bold text-brand-900">
        No praise in {QUIET_DAYS} days
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Your reports nobody has thanked lately. Recognition that comes often, and for real things, matters most.
      </p>
      <QueryState query={reports} what="your reports without praise" className="mt-4">
        {(quiet) =>
          quiet.length === 0 ? (
            <p className="mt-4 text-sm text-slate-700">
              Everyone who reports to you was praised in the last {QUIET_DAYS} days.
            </p>
          ) : (
            <ul className="mt-4 flex flex-col divide-y divide-slate-100">
              {quiet.map(({ person, lastPraisedAt }) => (
                <li key={person.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <PersonLink
                    person={person}
                    detail={
                      lastPraisedAt === null ? (
                        'Never praised'
                      ) : (
                        <>
                          Last praised <time dateTime={lastPraisedAt}>{formatMoment(lastPraisedAt)}</time>
                        </>
                      )
                    }
                  />
                  <GivePraiseButton myId={myId} recipient={person} values={values} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
