import type { PersonRef } from '@topgear/shared/people';
import UserPlus from 'lucide-react/icons/user-plus';
import X from 'lucide-react/icons/x';
import { useDeferredValue, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { PeopleSearchField } from '@/components/ui/people-search-field';
import { errorMessage } from '@/lib/api-client';
import { usePeopleToInvite } from '../api/search-people';

const labelOf = ({ name, jobTitle }: PersonRef) => (jobTitle ? `${name} (${jobTitle})` : name);

/** What the search found, said politely to assistive technology as it changes. */
function searchStatus(q: string, search: ReturnType<typeof usePeopleToInvite>, found: number) {
  if (q === '') return 'Type a name, job title or department to find people.';
  if (search.isError) return `We could not search. ${errorMessage(search.error)}`;
  if (search.isPending || search.isPlaceholderData) return 'Searching...';
  if (found === 0) return `Nobody else's name, job title or department contains “${q}”.`;
  return `${found === 1 ? 'One person matches' : `${found} people match`}.`;
}

interface PeopleChooserProps {
  /** 'one-on-one': choosing someone replaces whoever was chosen. */
  single: boolean;
  chosen: readonly PersonRef[];
  onChange: (people: PersonRef[]) => void;
  /** Never offered: the person starting the meeting takes part anyway. */
  myId: string;
  /** My direct reports, for 'Add my reports' (a team meeting only). */
  reports: readonly PersonRef[];
  error?: string | undefined;
}

/**
 * Who takes part besides me: the people chosen, each with Remove, and a search that finds others
 * by name, job title or department, each with Add. Enter in the search box never submits the form.
 */
export function PeopleChooser({ single, chosen, onChange, myId, reports, error }: PeopleChooserProps) {
  const [words, setWords] = useState('');
  const q = useDeferredValue(words.trim());
  const search = usePeopleToInvite(q);
  const errorId = useId();

  const chosenIds = new Set(chosen.map((person) => person.id));
  const found = q === '' ? [] : (search.data ?? []).filter((person) => person.id !== myId && !chosenIds.has(person.id));
  const add = (person: PersonRef) => onChange(single ? [person] : [...chosen, person]);
  const reportsLeft = reports.filter((person) => !chosenIds.has(person.id));

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">{single ? 'With' : 'People'}</legend>
      {chosen.length === 0 ? (
        <p className="text-sm text-slate-600">Nobody chosen yet.</p>
      ) : (
        <ul aria-label="Chosen people" className="flex flex-wrap gap-2">
          {chosen.map((person) => (
            <li
              key={person.id}
              className="flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900"
            >
              <span className="min-w-0 break-words">{person.name}</span>
              <button
                type="button"
                onClick={() => onChange(chosen.filter((each) => each.id !== person.id))}
                className="flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-brand-100"
              >
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">Remove {person.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {!single && reportsLeft.length > 0 && (
        <Button variant="secondary" className="self-start" onClick={() => onChange([...chosen, ...reportsLeft])}>
          <UserPlus aria-hidden="true" className="size-4" />
          Add my reports
        </Button>
      )}
      <PeopleSearchField
        label={single ? 'Find the person' : 'Find people to add'}
        value={words}
        onChange={setWords}
        status={searchStatus(q, search, found.length)}
      />
      {found.length > 0 && (
        <ul
          aria-label="People found"
          className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200"
        >
          {found.map((person) => (
            <li key={person.id} className="flex items-center justify-between gap-2 px-3 py-1.5">
              <span className="min-w-0 break-words text-sm text-slate-800">{labelOf(person)}</span>
              <Button variant="ghost" className="shrink-0 px-2 py-1.5" onClick={() => add(person)}>
                {single ? 'Choose' : 'Add'} <span className="sr-only">{person.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
