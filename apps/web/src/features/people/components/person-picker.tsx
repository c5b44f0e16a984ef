import type { PersonRef } from '@topgear/shared/people';
import { useDeferredValue, useState, type Ref } from 'react';
import { SelectField } from '@/components/ui/field';
import { PeopleSearchField } from '@/components/ui/people-search-field';
import { errorMessage } from '@/lib/api-client';
import { usePeopleSearch } from '../api/search-people';

/** The select's value for nobody. */
const NOBODY = '';

const labelOf = ({ name, jobTitle }: PersonRef) => (jobTitle ? `${name} (${jobTitle})` : name);

/** What the search found, said politely to assistive technology as it changes. */
function searchStatus(q: string, search: ReturnType<typeof usePeopleSearch>) {
  if (q === '') return 'Type a name, job title or department to find people.';
  if (search.isError) return `We could not search. ${errorMessage(search.error)}`;
  if (search.isPending || search.isPlaceholderData) return 'Searching...';
  const found = search.data.length;
  if (found === 0) return `Nobody's name, job title or department contains “${q}”.`;
  return `${found === 1 ? 'One person matches' : `${found} people match`}: choose in the list below.`;
}

interface PersonPickerProps {
  /** The list's label: 'Manager', 'Reports to'. */
  label: string;
  /** The search box's label: 'Find a manager'. */
  searchLabel: string;
  /** The first choice, for nobody: 'None', 'Anyone'. */
  noneLabel: string;
  chosen: PersonRef | null;
  onChoose: (person: PersonRef | null) => void;
  /** Someone never offered: a person is not their own manager. */
  excludeId?: string;
  error?: string | undefined;
  /** The list, for a form to focus when it names an error. */
  selectRef?: Ref<HTMLSelectElement>;
}

/**
 * Chooses one active person, or nobody: a search box finds people by name, job title or
 * department, and the list under it offers nobody, the person chosen (who stays whatever is
 * searched next) and what the search found. Enter in the box never submits a surrounding form.
 */
export function PersonPicker({
  label,
  searchLabel,
  noneLabel,
  chosen,
  onChoose,
  excludeId,
  error,
  selectRef,
}: PersonPickerProps) {
  const [words, setWords] = useState('');
  const q = useDeferredValue(words.trim());
  const search = usePeopleSearch(q);

  const found = q === '' ? [] : (search.data ?? []);
  const people = [
    ...(chosen ? [chosen] : []),
    ...found.filter((person) => person.id !== chosen?.id && person.id !== excludeId),
  ];

  return (
    <div className="flex flex-col gap-3">
      <PeopleSearchField label={searchLabel} value={words} onChange={setWords} status={searchStatus(q, search)} />
      <SelectField
        ref={selectRef}
        label={label}
        value={chosen?.id ?? NOBODY}
        options={[
          { value: NOBODY, label: noneLabel },
          ...people.map((person) => ({ value: person.id, label: labelOf(person) })),
        ]}
        error={error}
        onChange={(event) => onChoose(people.find((person) => person.id === event.target.value) ?? null)}
      />
    </div>
  );
}
