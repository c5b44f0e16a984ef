import type { Person } from '@topgear/shared/people';
import type { ReactNode } from 'react';
import { PhoneLink } from '@/components/ui/phone-link';
import { mediumDate } from '@/lib/dates';

/** One labelled fact; a fact nobody has set says so. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="break-words text-sm text-slate-800">
        {children ?? <span className="text-slate-500">Not set</span>}
      </dd>
    </div>
  );
}

/** Where the person sits and how to reach them at work. */
export function WorkFacts({ person }: { person: Person }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Fact label="Email">
        <a href={`mailto:${person.email}`} className="break-all text-brand-700 hover:underline">
          {person.email}
        </a>
      </Fact>
      <Fact label="Work phone">{person.workPhone && <PhoneLink phone={person.workPhone} />}</Fact>
      <Fact label="Department">{person.department?.name}</Fact>
      <Fact label="Team">{person.team?.name}</Fact>
      <Fact label="Location">{person.location}</Fact>
      <Fact label="Start date">{person.startDate && mediumDate(person.startDate)}</Fact>
    </dl>
  );
}

/** What only the person, their managers up the chain and administrators read. */
export function PrivateFacts({ details }: { details: NonNullable<Person['private']> }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Fact label="Phone">{details.phone && <PhoneLink phone={details.phone} />}</Fact>
      <Fact label="Home address">{details.address}</Fact>
    </dl>
  );
}
