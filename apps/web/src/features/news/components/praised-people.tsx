import type { NewsPraise } from '@topgear/shared/news';
import Award from 'lucide-react/icons/award';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { ValueChip } from '@/components/value-icon';
import { paths } from '@/config/paths';

/** A praise post's line under its author: "Praised Ann and Bo", each a link to their page, and the value. */
export function PraisedPeople({ praise }: { praise: NewsPraise }) {
  const last = praise.recipients.length - 1;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      <p className="min-w-0 break-words text-sm text-slate-700">
        <Award aria-hidden="true" className="mr-1 inline size-4 align-text-bottom text-accent-700" />
        Praised{' '}
        {praise.recipients.map((person, index) => (
          <Fragment key={person.id}>
            {index > 0 && (index === last ? ' and ' : ', ')}
            <Link
              to={paths.dashboard.person.getHref(person.id)}
              className="font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {person.name}
            </Link>
          </Fragment>
        ))}
      </p>
      {praise.value && <ValueChip value={praise.value} />}
    </div>
  );
}
