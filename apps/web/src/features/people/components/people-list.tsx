import type { PersonSummary } from '@topgear/shared/people';
import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { PagedList } from '@/components/ui/paged-list';
import { paths } from '@/config/paths';
import { type PeopleFilters, usePeople } from '../api/get-people';

/** One person of the list: picture, name leading to their page, job title and department. */
function PersonCard({ person }: { person: PersonSummary }) {
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <Avatar name={person.name} image={person.image} className="size-14 text-lg" />
      <div className="min-w-0">
        <h2 id={headingId} className="break-words text-base font-bold text-brand-900">
          <Link to={paths.dashboard.person.getHref(person.id)} className="hover:underline">
            {person.name}
          </Link>
        </h2>
        {person.jobTitle && <p className="break-words text-sm text-slate-700">{person.jobTitle}</p>}
        {person.department && <p className="break-words text-sm text-slate-600">{person.department.name}</p>}
      </div>
    </article>
  );
}

const emptyText = ({ q, departmentId, managerId }: PeopleFilters) => {
  if (departmentId !== '' || managerId !== '') return 'Nobody matches these filters.';
  if (q !== '') return `Nobody's name, job title or department contains “${q}”.`;
  return 'Nobody is here yet.';
};

/** Everyone active, alphabetically, narrowed by the search and filters, a page at a time. */
export function PeopleList({ filters }: { filters: PeopleFilters }) {
  const people = usePeople(filters);
  return (
    <PagedList query={people} noun="people" empty={emptyText(filters)}>
      {(items) => (
        <ul aria-label="People" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((person) => (
            <li key={person.id}>
              <PersonCard person={person} />
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}
