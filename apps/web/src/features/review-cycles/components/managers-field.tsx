import type { PersonRef } from '@topgear/shared/people';
import Plus from 'lucide-react/icons/plus';
import X from 'lucide-react/icons/x';
import { useDeferredValue, useId, useRef, useState } from 'react';
import { useController } from 'react-hook-form';
import { FieldError } from '@/components/ui/field';
import { PeopleSearchField } from '@/components/ui/people-search-field';
import { errorMessage } from '@/lib/api-client';
import { usePeopleNamed } from '../api/get-people-named';
import { usePeopleSearch } from '../api/search-people';
import type { CycleValues } from '../cycle-form-values';

const labelOf = ({ name, jobTitle }: PersonRef) => (jobTitle ? `${name} (${jobTitle})` : name);

/** What the search found, said politely to assistive technology as it changes. */
function searchStatus(q: string, search: ReturnType<typeof usePeopleSearch>, offered: number) {
  if (q === '') return 'Type a name, job title or department to find a manager.';
  if (search.isError) return `We could not search. ${errorMessage(search.error)}`;
  if (search.isPending || search.isPlaceholderData) return 'Searching...';
  if (search.data.length === 0) return `Nobody's name, job title or department contains “${q}”.`;
  if (offered === 0) return 'Everyone this search found is chosen already.';
  return `${offered === 1 ? 'One person matches' : `${offered} people match`}: add them from the list below.`;
}

/**
 * "Managers' teams": a search that adds managers as chips, each with its remove button. The
 * people under a chosen manager at any depth take part, and the manager too; none chosen, anyone.
 * Enter in the search box never submits the form.
 */
export function ManagersField() {
  const { field, fieldState } = useController<CycleValues, 'managerIds'>({ name: 'managerIds' });
  const chosen = field.value ?? [];
  // The people added here are known already; those the draft was saved with are read from their pages.
  const [added, setAdded] = useState<Record<string, PersonRef>>({});
  const named = usePeopleNamed(chosen.filter((id) => added[id] === undefined));
  const [words, setWords] = useState('');
  const q = useDeferredValue(words.trim());
  const search = usePeopleSearch(q);
  const searchBox = useRef<HTMLInputElement | null>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const offered = (q === '' ? [] : (search.data ?? [])).filter((person) => !chosen.includes(person.id));
  const nameOf = (personId: string) => {
    const known = added[personId];
    if (known) return known.name;
    const found = named.find((each) => (each.status === 'found' ? each.person.id : each.id) === personId);
    if (found?.status === 'found') return found.person.name;
    return found?.status === 'missing' ? 'Someone we could not find' : 'Loading...';
  };

  const add = (person: PersonRef) => {
    setAdded((known) => ({ ...known, [person.id]: person }));
    field.onChange([...chosen, person.id]);
    searchBox.current?.focus();
  };
  const remove = (personId: string) => {
    field.onChange(chosen.filter((each) => each !== personId));
    searchBox.current?.focus();
  };
  const error = fieldState.error?.message;

  return (
    <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId} className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium text-slate-700">Managers&apos; teams</legend>
      <p id={hintId} className="text-sm text-slate-600">
        The people under these managers, at any depth, and the managers themselves. None chosen: anyone.
      </p>
      {chosen.length > 0 && (
        <ul aria-label="Managers chosen" className="flex flex-wrap gap-2">
          {chosen.map((personId) => (
            <li
              key={personId}
              className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900 ring-1 ring-brand-200"
            >
              <span className="min-w-0 wrap-anywhere">{nameOf(personId)}</span>
              <button
                type="button"
                onClick={() => remove(personId)}
                className="shrink-0 rounded-full p-1 text-brand-800 hover:bg-brand-100"
              >
                <X aria-hidden="true" className="size-4" />
                <span className="sr-only">Remove {nameOf(personId)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <PeopleSearchField
        ref={(element) => {
          searchBox.current = element;
          field.ref(element);
        }}
        label="Find a manager"
        value={words}
        onChange={setWords}
        status={searchStatus(q, search, offered.length)}
      />
      {offered.length > 0 && (
        <ul aria-label="People found" className="flex flex-col gap-1">
          {offered.map((person) => (
            <li key={person.id}>
              <button
                type="button"
                onClick={() => add(person)}
                className="flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm text-slate-800 hover:bg-slate-100"
              >
                <Plus aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
                <span className="min-w-0 wrap-anywhere">
                  <span className="sr-only">Add </span>
                  {labelOf(person)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
