import type { PersonRef } from '@topgear/shared/people';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';

/** Someone named on a page: picture, name leading to their page, and under it `detail`, else their job title. */
export function PersonLink({ person, detail = person.jobTitle }: { person: PersonRef; detail?: ReactNode }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Avatar name={person.name} image={person.image} className="size-10 text-sm" />
      <span className="min-w-0">
        <Link
          to={paths.dashboard.person.getHref(person.id)}
          className="block break-words font-medium text-brand-700 hover:underline"
        >
          {person.name}
        </Link>
        {detail && <span className="block text-sm text-slate-600">{detail}</span>}
      </span>
    </span>
  );
}
