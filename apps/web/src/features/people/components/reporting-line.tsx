import type { Person } from '@topgear/shared/people';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { PersonLink } from '@/components/person-link';

const linkClass = 'font-medium text-brand-700 hover:underline';

/** "Reports to A → B → C": the managers up the chain, nearest first, each a link. */
function Chain({ chain }: { chain: Person['chain'] }) {
  return (
    <p className="text-sm text-slate-700">
      Reports to{' '}
      {chain.map((manager, index) => (
        <Fragment key={manager.id}>
          {index > 0 && <span aria-hidden="true"> → </span>}
          {index > 0 && <span className="sr-only">, who reports to </span>}
          <Link to={paths.dashboard.person.getHref(manager.id)} className={linkClass}>
            {manager.name}
          </Link>
        </Fragment>
      ))}
    </p>
  );
}

/** Whom the person reports to, up to the top, and who reports to them. */
export function ReportingLine({ person }: { person: Person }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-700">Manager</h3>
        {person.manager ? (
          <>
            <PersonLink person={person.manager} />
            {person.chain.length > 1 && <Chain chain={person.chain} />}
          </>
        ) : (
          <p className="text-sm text-slate-600">Nobody: {person.name} is at the top.</p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-700">
          Direct reports {person.directReports.length > 0 && `(${person.directReports.length})`}
        </h3>
        {person.directReports.length > 0 ? (
          <ul aria-label={`Direct reports of ${person.name}`} className="flex flex-col gap-3">
            {person.directReports.map((report) => (
              <li key={report.id}>
                <PersonLink person={report} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">Nobody reports to {person.name}.</p>
        )}
      </div>
      <Link to={paths.dashboard.orgChart.getHref(person.id)} className={`${linkClass} self-start text-sm`}>
        See {person.name} in the org chart
      </Link>
    </div>
  );
}
