import type { PersonRef } from '@topgear/shared/people';
import UserPlus from 'lucide-react/icons/user-plus';
import X from 'lucide-react/icons/x';
import { useDeferredValue, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { PeopleSearchField } from '@/components/ui/people-search-field';
import { errorMessage } from '@/lib/api-client';
import { usePeopleSearch } from '@/lib/people-search';

const labelOf = ({ name, jobTitle }: PersonRef) => (jobTitle ? `${name} (${jobTitle})` : name);

/** What the search found, said politely to assistive technology as it changes. */
function searchStatus(q: string, search: ReturnType<typeof usePeopleSearch>, found: number) {
  if (q === '') return 'Type a name, job title or department to find people.';
  if (search.isError) return `We could not search. ${errorMessage(search.error)}`;
  if (search.isPending || search.isPlaceholderData) return 'Searching...';
  if (found === 0) return `Nobody else's name, job title or department contains “${q}”.`;
  return `${found === 1 ? 'One person matches' : `${found} people match`}.`;
}

export interface PeopleChooserProps {
  /** Choosing someone replaces whoever was chosen (a 1:1's other person). */
  single: boolean;
  chosen: readonly PersonRef[];
  onChange: (people: PersonRef[]) => void;
  /** Never offered: I take part anyway, or cannot be chosen (I do not praise myself). */
  myId: string;
  /** My direct reports, for 'Add my reports'. */
  reports?: readonly PersonRef[];
  /** How many people may be chosen; the search goes once they are. */
  max?: number;
  /** What the group of fields is called: 'With' for one person, 'People' for several, unless said. */
  legend?: string;
  error?: string | undefined;
}

/**
 * Who besides me: the people chosen, each with Remove, and a search that finds others by name, job
 * title or department, each with Add. Enter in the search box never submits the form.
 */
export function PeopleChooser({
  single,
  chosen,
  onChange,
  myId,
  reports = [],
  max = Number.POSITIVE_INFINITY,
  legend = single ? 'With' : 'People',
  error,
}: PeopleChooserProps) {
  const [words, setWords] = useState('');
  const q = useDeferredValue(words.trim());
  const search = usePeopleSearch(q);
  const errorId = useId();

  const chosenIds = new Set(chosen.map((person) => person.id));
  const found = q === '' ? [] : (search.data ?? []).filter((person) => person.id !== myId && !chosenIds.has(person.id));
  const add = (person: PersonRef) => onChange(single ? [person] : [...chosen, person]);
  const reportsLeft = reports.filter((person) => !chosenIds.has(person.id));
  const full = !single && chosen.length >= max;

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">{legend}</legend>
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
      {!single && !full && reportsLeft.length > 0 && chosen.length + reportsLeft.length <= max && (
        <Button variant="secondary" className="self-start" onClick={() => onChange([...chosen, ...reportsLeft])}>
          <UserPlus aria-hidden="true" className="size-4" />
          Add my reports
        </Button>
      )}
      {full ? (
        <p className="text-sm text-slate-600">{`That is ${max}, as many as you can choose.`}</p>
      ) : (
        <PeopleSearchField
          label={single ? 'Find the person' : 'Find people to add'}
          value={words}
          onChange={setWords}
          status={searchStatus(q, search, found.length)}
        />
      )}
      {!full && found.length > 0 && (
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
