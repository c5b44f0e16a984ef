import { useDeferredValue, useMemo, useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { TextField } from '@/components/ui/field';
import { findPeople, type OrgTree } from '../tree';

/** How many matches the search lists: more words narrow a longer list. */
const SHOWN = 8;

function summary(query: string, shown: number, total: number) {
  if (total === 0) return `Nobody's name or job title has “${query}”.`;
  if (total > shown) return `${total} people match; here are the first ${shown}. Add a word to narrow the search.`;
  return total === 1 ? '1 person matches.' : `${total} people match.`;
}

/**
 * Finds people in the chart by name or job title as one types, among everyone (not only the
 * people on show); choosing one, or Enter for the first, hands them to `onChoose` and empties the box.
 */
export function OrgChartSearch({ tree, onChoose }: { tree: OrgTree; onChoose: (id: string) => void }) {
  const [query, setQuery] = useState('');
  // A company of thousands is searched in a blink, but typing stays ahead of it all the same.
  const words = useDeferredValue(query.trim());
  const { matches, total } = useMemo(() => findPeople(tree, words, SHOWN), [tree, words]);
  const choose = (id: string) => {
    setQuery('');
    onChoose(id);
  };
  return (
    <div role="search" className="flex flex-col gap-2">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (matches[0]) choose(matches[0].id);
        }}
      >
        <TextField
          type="search"
          label="Find someone in the chart"
          placeholder="A name or a job title"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </form>
      {words !== '' && (
        <>
          <p role="status" className="text-sm text-slate-600">
            {summary(words, matches.length, total)}
          </p>
          {matches.length > 0 && (
            <ul aria-label="Matches" className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
              {matches.map((person) => (
                <li key={person.id}>
                  <button
                    type="button"
                    onClick={() => choose(person.id)}
                    className="flex w-full items-center gap-3 px-3 py-2 text-left hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-500"
                  >
                    <Avatar name={person.name} image={person.image} className="size-8 text-xs" />
                    <span className="min-w-0">
                      <span className="block break-words text-sm font-semibold text-brand-900">{person.name}</span>
                      {person.jobTitle && (
                        <span className="block break-words text-xs text-slate-600">{person.jobTitle}</span>
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
