import type { PersonRef } from '@topgear/shared/people';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';

/** Someone named on another person's page: picture, name leading to their page, and job title. */
export function PersonLink({ person }: { person: PersonRef }) {
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
        {person.jobTitle && <span className="block text-sm text-slate-600">{person.jobTitle}</span>}
      </span>
    </span>
  );
}
