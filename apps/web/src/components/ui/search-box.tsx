import Search from 'lucide-react/icons/search';
import X from 'lucide-react/icons/x';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { Button } from './button';
import { TextField } from './field';

interface SearchBoxProps {
  /** The box's visible label: 'Find news', 'Search users'… */
  label: string;
  placeholder?: string;
  /** The search shown now ('' for none). */
  query: string;
  /** Asks for a search; '' returns to the whole list. */
  onSearch: (query: string) => void;
  /** The shared rule for `{ q }`: its message shows under the box and nothing is searched. */
  schema: z.ZodType<{ q?: string | undefined }, { q?: string | undefined }>;
}

/**
 * A search box with its 'Search' button. Emptying the box, or 'Clear search', returns to the
 * whole list. The box follows the search shown, so the browser's Back button brings its words back too.
 */
export function SearchBox({ label, placeholder, query, onSearch, schema }: SearchBoxProps) {
  const [value, setValue] = useState(query);
  const [shown, setShown] = useState(query);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  if (query !== shown) {
    setShown(query);
    setValue(query);
    setError(undefined);
  }

  const search = (words: string) => {
    const parsed = schema.safeParse({ q: words });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onSearch(parsed.data.q ?? '');
  };

  return (
    <div role="search" className="flex flex-col gap-2">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          search(value);
        }}
        className="flex items-end gap-2"
      >
        <div className="min-w-0 flex-1">
          <TextField
            ref={input}
            type="search"
            label={label}
            placeholder={placeholder}
            value={value}
            error={error}
            onChange={(event) => {
              setValue(event.target.value);
              if (event.target.value === '' && query !== '') search('');
            }}
          />
        </div>
        <Button type="submit" className="shrink-0">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </form>
      {query !== '' && (
        <Button
          variant="ghost"
          className="self-start px-2"
          onClick={() => {
            search('');
            input.current?.focus();
          }}
        >
          <X aria-hidden="true" className="size-4" />
          Clear search
        </Button>
      )}
    </div>
  );
}
