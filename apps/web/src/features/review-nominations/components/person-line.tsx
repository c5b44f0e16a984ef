import type { PersonRef } from '@topgear/shared/people';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';

interface PersonLineProps {
  person: PersonRef;
  /** The name's element: a heading where the person names a card, plain text in a list of peers. */
  as?: 'h2' | 'p';
  /** The name's id, for the card it names to be labelled by it. */
  headingId?: string;
  /** Beside the name, e.g. the nomination's status. */
  badges?: ReactNode;
  /** Under the name and job title. */
  children?: ReactNode;
}

/** A person as the nomination screens list them: picture, name and job title, then what concerns them. */
export function PersonLine({ person, as: Name = 'p', headingId, badges, children }: PersonLineProps) {
  return (
    <div className="flex min-w-0 flex-1 items-start gap-3">
      <Avatar name={person.name} image={person.image} className="size-10 text-sm" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Name id={headingId} className="min-w-0 font-semibold wrap-anywhere text-brand-900">
            {person.name}
          </Name>
          {badges}
        </div>
        {person.jobTitle && <p className="text-sm wrap-anywhere text-slate-600">{person.jobTitle}</p>}
        {children}
      </div>
    </div>
  );
}
