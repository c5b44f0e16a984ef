import type { PersonRef } from '@topgear/shared/people';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';

/** Everyone in a meeting, each leading to their page; the organiser of a team meeting is marked. */
export function ParticipantList({
  people,
  organiserId,
}: {
  people: readonly PersonRef[];
  organiserId?: string | null;
}) {
  return (
    <ul aria-label="Participants" className="flex flex-wrap gap-x-4 gap-y-2">
      {people.map((person) => (
        <li key={person.id} className="flex min-w-0 items-center gap-2 text-sm">
          <Avatar name={person.name} image={person.image} className="size-7 text-xs" />
          <Link
            to={paths.dashboard.person.getHref(person.id)}
            className="break-words font-medium text-brand-700 underline-offset-4 hover:underline"
          >
            {person.name}
          </Link>
          {person.id === organiserId && <span className="text-slate-600">(organiser)</span>}
        </li>
      ))}
    </ul>
  );
}
